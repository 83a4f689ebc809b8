import { Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { MAINTENANCE_MESSAGES, isUuid, mediaFileType } from '@app/contracts';
import type { MaintenancePhotoEntity } from '@app/core';
import { MediaService } from '../media/media.service';
import { MaintenanceRepository } from './maintenance.repository';

/** Never cached by shared caches, never sniffed or run as a page. */
const PRIVATE_PHOTO_HEADERS = {
  'Cache-Control': 'private, max-age=3600',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;

/** Who may see a photo: staff any, a tenant those of their tenancies, an owner those of their units (anyone else: 404). */
export type PhotoViewer = (photo: MaintenancePhotoEntity) => boolean;

export const STAFF_VIEWER: PhotoViewer = () => true;

/** Serves a request's photo files to whoever `mayView` lets see them; any other photo answers 404, like an unknown one. */
@Injectable()
export class PhotoFiles {
  constructor(
    private readonly requests: MaintenanceRepository,
    private readonly media: MediaService,
  ) {}

  async serve(photoId: string, file: string, mayView: PhotoViewer, response: Response): Promise<StreamableFile> {
    const photo = isUuid(photoId) ? await this.requests.findPhoto(photoId) : null;
    if (!photo || !mayView(photo)) throw new NotFoundException(MAINTENANCE_MESSAGES.notFound);
    return this.stream(photoId, file, response);
  }

  /** Streams a file of a private image whoever asks may see (the caller checked), never to be cached by others. */
  async stream(mediaId: string, file: string, response: Response): Promise<StreamableFile> {
    const stored = await this.media.openPrivateFile(mediaId, file);
    response.set(PRIVATE_PHOTO_HEADERS);
    return new StreamableFile(stored.stream, { type: mediaFileType(file), length: stored.size });
  }
}
