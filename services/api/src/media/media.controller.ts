import { Controller, Param, UploadedFiles, UseInterceptors } from '@nestjs/common';
import {
  type DeleteMediaResult,
  MEDIA_ENDPOINTS,
  type MediaItem,
  type MediaListQuery,
  MediaListQuerySchema,
  type MediaPage,
  type MediaTextFields,
  MediaTextFieldsSchema,
  type UpdateMediaInput,
  UpdateMediaSchema,
} from '@app/contracts';
import { type ActingUser, CurrentActing } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody, ValidQuery } from '../common/zod-validation.pipe';
import { MediaService } from './media.service';
import { MediaFilesInterceptor } from './upload/media-files.interceptor';
import type { UploadedFile } from './upload/uploaded-image-checker';

/** SPEC §7 media calls (the list paged: docs/decisions/026-media-and-drafts-paged.md), for every staff role. */
@Controller()
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Endpoint(MEDIA_ENDPOINTS.list)
  list(@ValidQuery(MediaListQuerySchema) query: MediaListQuery): Promise<MediaPage> {
    return this.media.page(query);
  }

  @Endpoint(MEDIA_ENDPOINTS.item)
  get(@Param('id') id: string): Promise<MediaItem> {
    return this.media.get(id);
  }

  /** multipart/form-data: up to 10 images in `files`, optional title, caption and comma-separated tags. */
  @Endpoint(MEDIA_ENDPOINTS.upload)
  @UseInterceptors(MediaFilesInterceptor)
  upload(@UploadedFiles() files: UploadedFile[], @ValidBody(MediaTextFieldsSchema) fields: MediaTextFields): Promise<MediaItem[]> {
    return this.media.upload(files, fields);
  }

  @Endpoint(MEDIA_ENDPOINTS.update)
  update(@Param('id') id: string, @ValidBody(UpdateMediaSchema) input: UpdateMediaInput): Promise<MediaItem> {
    return this.media.update(id, input);
  }

  @Endpoint(MEDIA_ENDPOINTS.delete)
  async delete(@Param('id') id: string, @CurrentActing() acting: ActingUser): Promise<DeleteMediaResult> {
    await this.media.delete(id, acting);
    return { success: true };
  }
}
