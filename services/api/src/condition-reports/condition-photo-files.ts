import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { CONDITION_REPORT_MESSAGES } from '@app/contracts';
import { ConditionPhotoEntity } from '@app/core';
import { PhotoFiles } from '../maintenance/photo-files';
import { foundOr404 } from '../common/found-or-404';
import { tenanciesOf, type Viewer } from './portal-viewer';

/** Serves a report photo's files to staff, and to the tenancy's tenant and owner once the report is shared; anyone else 404. */
@Injectable()
export class ConditionPhotoFiles {
  constructor(
    private readonly em: EntityManager,
    private readonly files: PhotoFiles,
  ) {}

  async serve(viewer: Viewer, photoId: string, file: string, response: Response): Promise<StreamableFile> {
    const tenancy = await tenanciesOf(this.em, viewer);
    const shared = viewer.role === 'staff' ? {} : { status: { $ne: 'draft' as const } };
    await foundOr404(
      photoId,
      () => this.em.findOne(ConditionPhotoEntity, { media: photoId, item: { report: { tenancy, ...shared } } }),
      CONDITION_REPORT_MESSAGES.notFound,
    );
    return this.files.stream(photoId, file, response);
  }
}
