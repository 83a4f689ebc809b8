import styled from 'styled-components';
import { MAX_PROPERTY_PHOTOS, type MediaItem } from '@app/contracts';
import { Button, Label, TileGrid } from '@app/ui';
import { RemoteMediaPicker } from '../../media-picker/remote-media-picker';
import { EditorField, EditorHint } from '../../shared/editor-layout';
import { type PhotoChoice } from '../utils/property-form';

interface PhotoListFieldProps {
  value: PhotoChoice[];
  onChange: (photos: PhotoChoice[]) => void;
  error?: string;
}

/** Moves the photo at `from` to `to`, keeping the others in order. */
function moved(photos: PhotoChoice[], from: number, to: number): PhotoChoice[] {
  const next = [...photos];
  const [photo] = next.splice(from, 1);
  if (photo) next.splice(to, 0, photo);
  return next;
}

/** A listing's photos in gallery order, chosen through the media library's picker; the first is the cover. */
export function PhotoListField({ value, onChange, error }: PhotoListFieldProps) {
  const add = (item: MediaItem) => {
    if (!value.some((photo) => photo.mediaId === item.id)) onChange([...value, { mediaId: item.id, thumbnailUrl: item.thumbnailUrl }]);
  };
  return (
    <EditorField>
      <Label as="span">Photos</Label>
      <EditorHint>The first photo is the cover. Up to {MAX_PROPERTY_PHOTOS} photos.</EditorHint>
      {value.length === 0 ? (
        <EditorHint>No photos chosen.</EditorHint>
      ) : (
        <TileGrid as="ol" $min="10rem" aria-label="Chosen photos">
          {value.map((photo, index) => {
            const name = index === 0 ? 'Cover photo' : `Photo ${index + 1}`;
            return (
              <StyledPhoto key={photo.mediaId}>
                {photo.thumbnailUrl ? <img src={photo.thumbnailUrl} alt={name} /> : <StyledPending>{name}: still processing</StyledPending>}
                <span>{name}</span>
                <StyledPhotoActions>
                  {index > 0 && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Make ${name.toLowerCase()} the cover`}
                      onClick={() => onChange(moved(value, index, 0))}
                    >
                      Make cover
                    </Button>
                  )}
                  {index > 0 && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Move ${name.toLowerCase()} earlier`}
                      onClick={() => onChange(moved(value, index, index - 1))}
                    >
                      Earlier
                    </Button>
                  )}
                  {index < value.length - 1 && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Move ${name.toLowerCase()} later`}
                      onClick={() => onChange(moved(value, index, index + 1))}
                    >
                      Later
                    </Button>
                  )}
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${name.toLowerCase()}`}
                    onClick={() => onChange(value.filter((_, at) => at !== index))}
                  >
                    Remove
                  </Button>
                </StyledPhotoActions>
              </StyledPhoto>
            );
          })}
        </TileGrid>
      )}
      {error && <StyledError role="alert">{error}</StyledError>}
      <div>
        <RemoteMediaPicker label="Add photo" disabled={value.length >= MAX_PROPERTY_PHOTOS} onSelect={add} />
      </div>
    </EditorField>
  );
}

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const StyledPhoto = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const StyledPending = styled.span`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

const StyledPhotoActions = styled.div`
  display: flex;
  flex-wrap: wrap;
`;
