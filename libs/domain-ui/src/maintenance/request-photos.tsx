import styled from 'styled-components';
import type { MaintenancePhoto } from '@app/contracts';
import { RowList } from '@app/ui';

const STAGE_TEXT = { report: 'Reported', before: 'Before the work', after: 'After the work' } as const;

type ShownPhoto = Omit<MaintenancePhoto, 'stage'> & Partial<Pick<MaintenancePhoto, 'stage'>>;

/**
 * A request's photos (or a payment's screenshot) as thumbnails linking to the large image; one still being processed
 * says so. `label` names every photo (e.g. 'Payment screenshot'); else a repair photo's stage names it.
 */
export function RequestPhotos({ photos, label }: { photos: ShownPhoto[]; label?: string }) {
  if (photos.length === 0) return <p>No photos.</p>;
  return (
    <StyledGrid $gap={3} $wrap>
      {photos.map((photo) => {
        const name = label ?? STAGE_TEXT[photo.stage ?? 'report'];
        return (
          <li key={photo.id}>
            {photo.thumbnailUrl && photo.url ? (
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.thumbnailUrl} alt={label ?? `${name} photo`} width={120} height={120} loading="lazy" />
              </a>
            ) : (
              <StyledPending role="status">{photo.status === 'failed' ? 'This photo could not be processed' : 'Processing the photo...'}</StyledPending>
            )}
            <small>{name}</small>
          </li>
        );
      })}
    </StyledGrid>
  );
}

const StyledGrid = styled(RowList)`
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
