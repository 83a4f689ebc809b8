import { Injectable } from '@nestjs/common';
import { type FoundMediaUsage, type MediaUsageQuery, type MediaUsageSource, ProvidesMediaUsage } from '../media/usage/media-usage-source';
import { PropertiesRepository } from './properties.repository';

/** Tells the media library which property listings show an image among their photos. */
@Injectable()
@ProvidesMediaUsage()
export class PropertyMediaUsageSource implements MediaUsageSource {
  constructor(private readonly properties: PropertiesRepository) {}

  async findUsages(media: readonly MediaUsageQuery[]): Promise<FoundMediaUsage[]> {
    const listings = await this.properties.findWithPhotos(media.map(({ mediaId }) => mediaId));
    return listings.flatMap((listing) =>
      listing.photoIds
        .filter((mediaId) => media.some((query) => query.mediaId === mediaId))
        .map((mediaId) => ({ mediaId, kind: 'property' as const, id: listing.id, title: listing.title, field: 'photo' as const })),
    );
  }
}
