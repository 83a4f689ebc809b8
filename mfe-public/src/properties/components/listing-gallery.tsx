import { useState } from 'react';
import styled from 'styled-components';
import type { PropertyPhoto, ResponsiveImageSource } from '@app/contracts';
import { ResponsiveImage } from '@app/ui';
import { FALLS_BACK_ATTRIBUTE } from '../../enhancements/image-fallbacks';
import { FallbackImage } from '../../shared/components/fallback-image';
import { HERO_IMAGE_SIZES } from '../../shared/components/post-image';

interface ListingGalleryProps {
  title: string;
  photos: readonly PropertyPhoto[];
  /** Shown when the listing has no photo. */
  fallbackImage: string | null;
}

/**
 * The chosen photo large (the cover first), and every photo as a link to it: without JavaScript, or before the
 * gallery's island has hydrated, the link opens the photo; hydrated, it shows the photo large in place.
 */
export function ListingGallery({ title, photos, fallbackImage }: ListingGalleryProps) {
  const sources = photos.flatMap((photo) => (photo.source ? [{ mediaId: photo.mediaId, source: photo.source, thumbnailUrl: photo.thumbnailUrl }] : []));
  const [shown, setShown] = useState(0);
  const current: ResponsiveImageSource | undefined = sources[shown]?.source;

  return (
    <StyledGallery aria-label={`Photos of ${title}`}>
      <StyledMain>
        {current ? (
          <ResponsiveImage image={current} alt={`${title}, photo ${shown + 1} of ${sources.length}`} sizes={HERO_IMAGE_SIZES} priority {...{ [FALLS_BACK_ATTRIBUTE]: true }} />
        ) : (
          <FallbackImage src={fallbackImage} alt={title} width={960} height={630} fetchPriority="high" />
        )}
      </StyledMain>
      {sources.length > 1 && (
        <StyledThumbnails>
          {sources.map((photo, index) => (
            <li key={photo.mediaId}>
              <StyledThumbnailLink
                href={photo.source.url}
                aria-label={`Show photo ${index + 1} of ${sources.length}`}
                aria-current={index === shown ? 'true' : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  setShown(index);
                }}
              >
                <img src={photo.thumbnailUrl ?? photo.source.url} alt="" width={96} height={96} loading="lazy" />
              </StyledThumbnailLink>
            </li>
          ))}
        </StyledThumbnails>
      )}
    </StyledGallery>
  );
}

const StyledGallery = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
`;

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

const StyledThumbnails = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  padding: 0;
  list-style: none;
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
