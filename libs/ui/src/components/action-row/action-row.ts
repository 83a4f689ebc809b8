import styled from 'styled-components';

/** Buttons, badges or a heading side by side, wrapping on narrow screens. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
`;
