import styled from 'styled-components';

/** Label and value pairs of the detail page. */
export const StyledDefinitions = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[4]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
