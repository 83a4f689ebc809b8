import styled from 'styled-components';
import type { MaintenancePhoto } from '@app/contracts';

const STAGE_TEXT = { report: 'Reported', before: 'Before the work', after: 'After the work' } as const;

/** A request's photos as thumbnails linking to the large image; one still being processed says so. */
export function RequestPhotos({ photos }: { photos: MaintenancePhoto[] }) {
  if (photos.length === 0) return <p>No photos.</p>;
  return (
    <StyledGrid>
      {photos.map((photo) => (
        <li key={photo.id}>
          {photo.thumbnailUrl && photo.url ? (
            <a href={photo.url} target="_blank" rel="noreferrer">
              <img src={photo.thumbnailUrl} alt={`${STAGE_TEXT[photo.stage]} photo`} width={120} height={120} loading="lazy" />
            </a>
          ) : (
            <StyledPending role="status">{photo.status === 'failed' ? 'This photo could not be processed' : 'Processing the photo...'}</StyledPending>
          )}
          <small>{STAGE_TEXT[photo.stage]}</small>
        </li>
      ))}
    </StyledGrid>
  );
}

const StyledGrid = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing[1]};
  }

  img {
    display: block;
    width: 120px;
    height: 120px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const StyledPending = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 120px;
  height: 120px;
  padding: ${({ theme }) => theme.spacing[2]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  text-align: center;
`;
