import styled from 'styled-components';

/** A list's search and filter controls in one row, wrapping on narrow screens, aligned on their inputs. */
export const FilterBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-bottom: ${({ theme }) => theme.spacing[4]};
`;
