import styled from 'styled-components';

/** A titled part of a record's detail page: its h2 and content stacked, headings at the large size. */
export const DetailSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;
