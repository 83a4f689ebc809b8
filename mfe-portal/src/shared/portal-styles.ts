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

/** A column of cards, each a link (a request, a statement) or a plain box (a unit), easy to tap on a phone. */
export const StyledCardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li > a,
  li > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing[1]};
    padding: ${({ theme }) => theme.spacing[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  li > a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** A portal page: its headings and sections in one column, evenly spaced. */
export const StyledPortalPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};

  h1,
  h2 {
    margin: 0;
  }
`;
