import { Controller, Param, Res, StreamableFile } from '@nestjs/common';
import { MEDIA_ENDPOINTS, mediaFileType } from '@app/contracts';
import type { Response } from 'express';
import { Endpoint } from '../common/endpoint.decorator';
import { MediaService } from './media.service';

/** Headers of a served variant: never sniffed or run as a page, and cached for good (a variant never changes). */
export const MEDIA_FILE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;

/** Serves media variants on the site's own origin, outside /api (see SERVER_ROUTES); public pages show them. */
@Controller()
export class MediaFilesController {
  constructor(private readonly media: MediaService) {}

  @Endpoint(MEDIA_ENDPOINTS.file)
  async serve(@Param('id') id: string, @Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const stored = await this.media.openPublicFile(id, file);
    response.set(MEDIA_FILE_HEADERS);
    return new StreamableFile(stored.stream, { type: mediaFileType(file), length: stored.size });
  }
}
