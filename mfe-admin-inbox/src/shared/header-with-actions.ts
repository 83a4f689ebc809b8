import styled from 'styled-components';
import { CardHeader } from '@app/ui';

/** A card header with the title on the left and its actions (export buttons) on the right. */
export const HeaderWithActions = styled(CardHeader)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[4]};
`;
