import { useState } from 'react';
import { mediaIdOfUrl, type ResponsiveImageSource } from '@app/contracts';
import { ResponsiveImage } from '@app/ui';
import { FALLS_BACK_ATTRIBUTE } from '../../enhancements/image-fallbacks';
import { FallbackImage } from './fallback-image';

/** A card of CardGrid: the whole width on phones, half from 640 px, a third from 1024 px within the 1200 px container. */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 368px, (min-width: 1024px) 31vw, (min-width: 640px) 50vw, 100vw';
/** The post page's hero: the width of its 64rem container, less the container's padding. */
export const HERO_IMAGE_SIZES = '(min-width: 1024px) 976px, 100vw';

interface PostImageProps {
  /** The post's image URL, shown as it is when it has no media library source. */
  src: string | null;
  /** The media library variants of `src`, when the API found them. */
  source?: ResponsiveImageSource | null;
  /** The width the image takes in the layout, for the browser to pick a variant. */
  sizes: string;
  /** The intrinsic size given to a static image, which reserves its space until it loads. */
  width: number;
  height: number;
  /** Above the fold: loaded at once and early, instead of lazily. */
  priority?: boolean;
}

/**
 * A post's image, decorative next to the post's title: the WebP variants and blurred placeholder of a media
 * library item when there are some, else the plain image; either falls back to the placeholder image when it breaks.
 * A media library address the API found no ready item for (deleted, or its file gone) is the placeholder already
 * in the server's markup.
 */
export function PostImage({ src, source, sizes, width, height, priority = false }: PostImageProps) {
  const [brokenSource, setBrokenSource] = useState<ResponsiveImageSource | null>(null);

  if (source && source !== brokenSource) {
    return (
      <ResponsiveImage image={source} alt="" sizes={sizes} priority={priority} onError={() => setBrokenSource(source)} {...{ [FALLS_BACK_ATTRIBUTE]: true }} />
    );
  }
  return (
    <FallbackImage
      src={source || isLibraryFile(src) ? null : src}
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

function isLibraryFile(src: string | null): boolean {
  return src !== null && mediaIdOfUrl(src) !== null;
}
