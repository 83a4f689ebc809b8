import { Injectable } from '@nestjs/common';
import { MEDIA_URL_PREFIX } from '@app/contracts';
import { findMediaReferences } from '@app/core';
import { type FoundMediaUsage, type MediaUsageQuery, type MediaUsageSource, ProvidesMediaUsage } from '../media/usage/media-usage-source';
import { ContentDraftsRepository } from './content-drafts.repository';

/** Tells the media library which drafts use an image: listing image, featured image or inline. */
@Injectable()
@ProvidesMediaUsage()
export class DraftMediaUsageSource implements MediaUsageSource {
  constructor(private readonly drafts: ContentDraftsRepository) {}

  async findUsages(media: readonly MediaUsageQuery[]): Promise<FoundMediaUsage[]> {
    const drafts = await this.drafts.findReferencingMedia(`${MEDIA_URL_PREFIX}/`);
    return findMediaReferences(drafts, media).map((reference) => ({ ...reference, kind: 'draft' }));
  }
}
