import { useEffect } from 'react';
import styled from 'styled-components';
import type { PropertyPhoto, ResponsiveImageSource } from '@app/contracts';
import { ResponsiveImage, RowList, Stack } from '@app/ui';
import { FALLS_BACK_ATTRIBUTE } from '../../enhancements/image-fallbacks';
import { FallbackImage } from '../../shared/components/fallback-image';
import { HERO_IMAGE_SIZES } from '../../shared/components/post-image';
import { enhanceGalleries } from '../enhancements/enhance-gallery';
import { GALLERY_PARTS, photoAlt, type ShownPhoto } from '../enhancements/gallery-parts';

interface ListingGalleryProps {
  title: string;
  photos: readonly PropertyPhoto[];
  /** Shown when the listing has no photo. */
  fallbackImage: string | null;
}

/**
 * The cover photo large, and every photo as a link to it. Without JavaScript a link opens its photo;
 * enhanceGallery (no React) shows it large in place instead.
 */
export function ListingGallery({ title, photos, fallbackImage }: ListingGalleryProps) {
  // Only where the page is rendered in the browser (the fallback): a server-rendered page is enhanced by the site's script.
  useEffect(() => enhanceGalleries(document), []);
  const sources = photos.flatMap((photo) => (photo.source ? [{ mediaId: photo.mediaId, source: photo.source, thumbnailUrl: photo.thumbnailUrl }] : []));
  const cover: ResponsiveImageSource | undefined = sources[0]?.source;

  return (
    <Stack as="section" $gap={3} aria-label={`Photos of ${title}`} {...{ [GALLERY_PARTS.root]: true }}>
      <StyledMain>
        {cover ? (
          <ResponsiveImage
            image={cover}
            alt={photoAlt(title, 1, sources.length)}
            sizes={HERO_IMAGE_SIZES}
            priority
            {...{ [FALLS_BACK_ATTRIBUTE]: true, [GALLERY_PARTS.main]: true }}
          />
        ) : (
          <FallbackImage src={fallbackImage} alt={title} width={960} height={630} fetchPriority="high" />
        )}
      </StyledMain>
      {sources.length > 1 && (
        <RowList $gap={2} $wrap>
          {sources.map((photo, index) => (
            <li key={photo.mediaId}>
              <StyledThumbnailLink
                href={photo.source.url}
                aria-label={`Show photo ${index + 1} of ${sources.length}`}
                aria-current={index === 0 ? 'true' : undefined}
                {...{ [GALLERY_PARTS.photo]: JSON.stringify(shownPhoto(photo.source, photoAlt(title, index + 1, sources.length))) }}
              >
                <img src={photo.thumbnailUrl ?? photo.source.url} alt="" width={96} height={96} loading="lazy" />
              </StyledThumbnailLink>
            </li>
          ))}
        </RowList>
      )}
    </Stack>
  );
}

function shownPhoto(source: ResponsiveImageSource, alt: string): ShownPhoto {
  return {
    src: source.variants.at(-1)?.url ?? source.url,
    srcset: source.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
    width: source.width,
    height: source.height,
    alt,
  };
}

const StyledMain = styled.div`
  overflow: hidden;
  aspect-ratio: 32 / 21;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledThumbnailLink = styled.a`
  display: block;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  img {
    display: block;
    width: 4.5rem;
    height: 4.5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
