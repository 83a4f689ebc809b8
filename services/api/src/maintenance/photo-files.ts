import { Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { MAINTENANCE_MESSAGES, isUuid } from '@app/contracts';
import type { UserEntity } from '@app/core';
import { MediaService } from '../media/media.service';
import { MaintenanceRepository } from './maintenance.repository';

/** Never cached by shared caches, never sniffed or run as a page. */
const PRIVATE_PHOTO_HEADERS = {
  'Cache-Control': 'private, max-age=3600',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;

/** Serves a request's photo files: to staff, or to the tenant whose tenancy the request is of (anyone else: 404). */
@Injectable()
export class PhotoFiles {
  constructor(
    private readonly requests: MaintenanceRepository,
    private readonly media: MediaService,
  ) {}

  /** `tenant` null means a staff member asks. */
  async serve(photoId: string, file: string, tenant: UserEntity | null, response: Response): Promise<StreamableFile> {
    const photo = isUuid(photoId) ? await this.requests.findPhoto(photoId) : null;
    if (!photo || (tenant && photo.request.tenancy.tenant?.id !== tenant.id)) throw new NotFoundException(MAINTENANCE_MESSAGES.notFound);
    const stored = await this.media.openPrivateFile(photoId, file);
    response.set(PRIVATE_PHOTO_HEADERS);
    return new StreamableFile(stored.stream, { type: 'image/webp', length: stored.size });
  }
}
