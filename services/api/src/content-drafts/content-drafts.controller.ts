import { Body, Controller, HttpCode, HttpStatus, Param } from '@nestjs/common';
import {
  CONTENT_ENDPOINTS,
  type ContentDraft,
  ContentDraftInputSchema,
  type ContentDraftListQuery,
  ContentDraftListQuerySchema,
  type ContentDraftPage,
  type ContentDraftValues,
  type PublishResult,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { Endpoint } from '../common/endpoint.decorator';
import { toPostResult } from '../admin-blog/admin-blog-view';
import { type ActingUser, CurrentActing, CurrentUser } from '../common/current-user.decorator';
import { ValidQuery, ZodValidationPipe } from '../common/zod-validation.pipe';
import { toContentDraft } from './content-draft-view';
import { ContentDraftsService } from './content-drafts.service';
import { listPage } from '../common/list-page';

const draftBody = new ZodValidationPipe(ContentDraftInputSchema);

/** SPEC §7 content draft calls (the list paged: docs/decisions/026-media-and-drafts-paged.md), for every staff role. */
@Controller()
export class ContentDraftsController {
  constructor(private readonly drafts: ContentDraftsService) {}

  @Endpoint(CONTENT_ENDPOINTS.drafts)
  async list(@ValidQuery(ContentDraftListQuerySchema) query: ContentDraftListQuery): Promise<ContentDraftPage> {
    const [drafts, total] = await this.drafts.page(query);
    return listPage(drafts.map(toContentDraft), total, query);
  }

  @Endpoint(CONTENT_ENDPOINTS.createDraft)
  async create(@Body(draftBody) input: ContentDraftValues, @CurrentUser() user: UserEntity): Promise<ContentDraft> {
    return toContentDraft(await this.drafts.create(input, user));
  }

  @Endpoint(CONTENT_ENDPOINTS.draft)
  async get(@Param('id') id: string): Promise<ContentDraft> {
    return toContentDraft(await this.drafts.get(id));
  }

  @Endpoint(CONTENT_ENDPOINTS.updateDraft)
  async update(@Param('id') id: string, @Body(draftBody) input: ContentDraftValues, @CurrentUser() user: UserEntity): Promise<ContentDraft> {
    return toContentDraft(await this.drafts.update(id, input, user));
  }

  @Endpoint(CONTENT_ENDPOINTS.deleteDraft)
  async delete(@Param('id') id: string): Promise<ContentDraft> {
    return toContentDraft(await this.drafts.delete(id));
  }

  @Endpoint(CONTENT_ENDPOINTS.publishDraft)
  @HttpCode(HttpStatus.OK)
  async publish(@Param('id') id: string, @CurrentActing() acting: ActingUser): Promise<PublishResult> {
    return toPostResult(await this.drafts.publish(id, acting));
  }

  @Endpoint(CONTENT_ENDPOINTS.updatePost)
  @HttpCode(HttpStatus.OK)
  async updatePost(@Param('id') id: string, @CurrentActing() acting: ActingUser): Promise<PublishResult> {
    return toPostResult(await this.drafts.updatePost(id, acting));
  }
}
