import styled from 'styled-components';
import { Button, Label } from '@app/ui';
import { RemoteMediaPicker } from '../../media-picker/remote-media-picker';
import { EditorField } from '../../shared/editor-layout';

interface ImageFieldProps {
  /** 'Listing image' or 'Featured image'. */
  label: string;
  /** URL of the chosen image; '' for none. */
  value: string;
  onChange: (url: string) => void;
}

/** An image chosen from the media library (or uploaded there) through mfe-admin-media's picker. */
export function ImageField({ label, value, onChange }: ImageFieldProps) {
  const name = label.toLowerCase();
  return (
    <EditorField>
      <Label as="span">{label}</Label>
      {value ? <StyledPreview src={value} alt={`Chosen ${name}`} /> : <StyledEmpty>No {name} chosen.</StyledEmpty>}
      <StyledActions>
        <RemoteMediaPicker label={`Choose ${name}`} onSelect={(item) => item.url && onChange(item.url)} />
        {value && (
          <Button type="button" variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={() => onChange('')}>
            Remove
          </Button>
        )}
      </StyledActions>
    </EditorField>
  );
}

const StyledPreview = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
`;
