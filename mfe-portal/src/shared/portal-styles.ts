import styled from 'styled-components';

/** A column of form controls with room for a thumb: the portal is mostly used on phones. */
export const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};

  input,
  select,
  textarea,
  button {
    min-height: 44px;
    font-size: 16px;
  }
`;
