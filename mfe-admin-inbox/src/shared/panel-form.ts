import styled from 'styled-components';

/** A small form of its own card on the enquiries page (opt-out, erasure): its h2, its fields, its button, its result. */
export const PanelForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[3]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  p {
    margin: 0;
  }
`;
