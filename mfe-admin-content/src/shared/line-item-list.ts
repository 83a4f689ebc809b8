import styled from 'styled-components';
import { PlainList } from '@app/ui';

/** A column of line items, each a line of text (a strong title over muted details) with its action at the end. */
export const StyledLineItemList = styled(PlainList)`
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.spacing[3]};
    padding: ${({ theme }) => theme.spacing[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  li > span {
    display: flex;
    flex-direction: column;
  }
`;

export const StyledMuted = styled.span`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
