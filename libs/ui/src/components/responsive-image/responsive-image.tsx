import { type ImgHTMLAttributes, useState } from 'react';
import styled from 'styled-components';

/** One rendition of an image, e.g. a media item's WebP variant. */
export type ImageVariant = { url: string; width: number; height: number };

/** What a processed media item gives an <img>: its variants, real size and blurred placeholder (a data: URL). */
export type ImageWithVariants = {
  url: string | null;
  width: number | null;
  height: number | null;
  variants: readonly ImageVariant[];
  placeholder: string | null;
};

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'loading'> {
  image: ImageWithVariants;
  /** Describes the picture; an empty string marks it decorative. */
  alt: string;
  /** The width the image takes in the layout, for the browser to pick a variant, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes?: string;
  /** Above the fold: loaded at once and early, instead of lazily. */
  priority?: boolean;
}

const StyledImage = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  background-position: center;
  background-size: cover;
  background-repeat: no-repeat;
`;

/**
 * An image that loads the variant fitting its layout width (srcset and sizes), reserves its space (width and
 * height), loads lazily, and shows the blurred placeholder until the picture arrives.
 */
export function ResponsiveImage({ image, alt, sizes = '100vw', priority = false, style, onLoad, ...props }: ResponsiveImageProps) {
  const [loaded, setLoaded] = useState(false);
  const srcSet = image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  const placeholder = !loaded && image.placeholder ? { backgroundImage: `url("${image.placeholder}")` } : undefined;

  return (
    <StyledImage
      src={image.variants.at(-1)?.url ?? image.url ?? undefined}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={{ ...placeholder, ...style }}
      onLoad={(event) => {
        setLoaded(true);
        onLoad?.(event);
      }}
      {...props}
    />
  );
}
