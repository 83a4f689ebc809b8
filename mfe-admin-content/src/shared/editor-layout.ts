import styled from 'styled-components';
import { media, Panel } from '@app/ui';

/** The editors' two columns on wide screens: the main fields, and a side panel of details. */
export const EditorColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[6]};

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
  }
`;

/** A bordered group of fields in an editor. */
export const EditorPanel = styled(Panel).attrs({ $gap: 5 })``;

/** A labelled field of the editors that is not a plain input (tags, photos): its label, controls and hint stacked. */
export const EditorField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
`;

/** The muted line under an editor field that says what it takes. */
export const EditorHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
