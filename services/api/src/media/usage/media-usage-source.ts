import { SetMetadata } from '@nestjs/common';
import type { MediaUsage } from '@app/contracts';

/** One media item to look for: every URL of it starts with `pathPrefix` (`/media/<id>/`). */
export type MediaUsageQuery = { mediaId: string; pathPrefix: string };

/** One place where a media item is used. */
export type FoundMediaUsage = MediaUsage & { mediaId: string };

/**
 * Something that can reference media: content drafts, blog posts. A feature makes its own source, a provider of
 * its module that implements this interface and carries @ProvidesMediaUsage(); MediaUsageService finds it.
 */
export interface MediaUsageSource {
  /** Every place in this source that uses one of `media` (listing image, featured image, inline content). */
  findUsages(media: readonly MediaUsageQuery[]): Promise<FoundMediaUsage[]>;
}

export const MEDIA_USAGE_SOURCE = Symbol('media-usage-source');

/** Marks a provider class implementing MediaUsageSource, in any module, as one of the usage sources. */
export const ProvidesMediaUsage = () => SetMetadata(MEDIA_USAGE_SOURCE, true);
