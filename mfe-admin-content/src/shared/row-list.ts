import styled from 'styled-components';

/** A list of items, each a line of text (a strong title over muted details) with its action at the end. */
export const StyledRowList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  padding: 0;
  list-style: none;

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
