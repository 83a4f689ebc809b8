import styled from 'styled-components';
import { CardHeader } from './card';

/** A card header with its title on the left and its actions on the right (below it on narrow screens). */
export const CardHeaderWithActions = styled(CardHeader)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[4]};
`;
