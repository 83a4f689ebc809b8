import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ResponsiveImageSource, mediaIdOfUrl } from '@app/contracts';
import { MediaEntity } from '@app/core';
import { variantsOf } from '../media/media-view';

/** The responsive source of a post's image URL, or null when it is no ready media library item's file. */
export type ImageSourceOf = (url: string | null) => ResponsiveImageSource | null;

/**
 * Resolves the image URLs of public posts to their media library items, so pages can use the WebP variants.
 * Static images (e.g. /images/blog/...), deleted items and items still processing or failed resolve to null.
 */
@Injectable()
export class PostImageSources {
  constructor(private readonly em: EntityManager) {}

  /** One query for every URL given, however many posts they come from. */
  async resolve(urls: readonly (string | null)[]): Promise<ImageSourceOf> {
    const ids = new Set(urls.map(mediaIdOf).filter((id) => id !== null));
    const items = ids.size > 0 ? await this.em.find(MediaEntity, { id: { $in: [...ids] }, status: 'ready' }) : [];
    const sources = new Map(items.map((item) => [item.id, toResponsiveImageSource(item)]));
    return (url) => {
      const id = mediaIdOf(url);
      return id === null ? null : (sources.get(id) ?? null);
    };
  }
}

function mediaIdOf(url: string | null): string | null {
  return url ? mediaIdOfUrl(url) : null;
}

function toResponsiveImageSource(item: MediaEntity): ResponsiveImageSource | null {
  const variants = variantsOf(item);
  const largest = variants.at(-1);
  if (!largest || item.width === null || item.height === null) return null;
  return { url: largest.url, width: item.width, height: item.height, variants, placeholder: item.placeholder };
}
