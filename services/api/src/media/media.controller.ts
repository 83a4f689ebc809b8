import { Body, Controller, Delete, Get, Param, Post, Put, UploadedFiles, UseInterceptors } from '@nestjs/common';
import {
  type DeleteMediaResult,
  type MediaItem,
  MediaTextFieldsSchema,
  ROLES,
  type UpdateMediaInput,
  UpdateMediaSchema,
  type MediaTextFields,
} from '@app/contracts';
import { Roles } from '../auth/roles.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { MediaService } from './media.service';
import { MediaFilesInterceptor } from './upload/media-files.interceptor';
import type { UploadedFile } from './upload/uploaded-image-checker';

/** SPEC §7 media calls, for every staff role. */
@Controller('admin/media')
@Roles(...ROLES)
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Get()
  list(): Promise<MediaItem[]> {
    return this.media.list();
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<MediaItem> {
    return this.media.get(id);
  }

  /** multipart/form-data: up to 10 images in `files`, optional title, caption and comma-separated tags. */
  @Post()
  @UseInterceptors(MediaFilesInterceptor)
  upload(
    @UploadedFiles() files: UploadedFile[],
    @Body(new ZodValidationPipe(MediaTextFieldsSchema)) fields: MediaTextFields,
  ): Promise<MediaItem[]> {
    return this.media.upload(files, fields);
  }

  @Put(':id')
  update(@Param('id') id: string, @Body(new ZodValidationPipe(UpdateMediaSchema)) input: UpdateMediaInput): Promise<MediaItem> {
    return this.media.update(id, input);
  }

  @Delete(':id')
  async delete(@Param('id') id: string): Promise<DeleteMediaResult> {
    await this.media.delete(id);
    return { success: true };
  }
}
