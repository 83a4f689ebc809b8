import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { type ContentDraft, ContentDraftInputSchema, type ContentDraftValues, type PublishResult, ROLES } from '@app/contracts';
import type { UserEntity } from '@app/core';
import { toPostResult } from '../admin-blog/admin-blog-view';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { toContentDraft } from './content-draft-view';
import { ContentDraftsService } from './content-drafts.service';

const draftBody = new ZodValidationPipe(ContentDraftInputSchema);

/** SPEC §7 content draft calls, for every staff role. */
@Controller('admin/content-drafts')
@Roles(...ROLES)
export class ContentDraftsController {
  constructor(private readonly drafts: ContentDraftsService) {}

  @Get()
  async list(): Promise<ContentDraft[]> {
    return (await this.drafts.list()).map(toContentDraft);
  }

  @Post()
  async create(@Body(draftBody) input: ContentDraftValues, @CurrentUser() user: UserEntity): Promise<ContentDraft> {
    return toContentDraft(await this.drafts.create(input, user.id));
  }

  @Get(':id')
  async get(@Param('id') id: string): Promise<ContentDraft> {
    return toContentDraft(await this.drafts.get(id));
  }

  @Put(':id')
  async update(@Param('id') id: string, @Body(draftBody) input: ContentDraftValues, @CurrentUser() user: UserEntity): Promise<ContentDraft> {
    return toContentDraft(await this.drafts.update(id, input, user.id));
  }

  @Delete(':id')
  async delete(@Param('id') id: string): Promise<ContentDraft> {
    return toContentDraft(await this.drafts.delete(id));
  }

  @Post(':id/publish')
  @HttpCode(HttpStatus.OK)
  async publish(@Param('id') id: string): Promise<PublishResult> {
    return toPostResult(await this.drafts.publish(id));
  }

  @Post(':id/update-post')
  @HttpCode(HttpStatus.OK)
  async updatePost(@Param('id') id: string): Promise<PublishResult> {
    return toPostResult(await this.drafts.updatePost(id));
  }
}
