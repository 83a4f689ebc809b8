import styled from 'styled-components';

export const StyledAreaStatus = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[3]};
  min-height: 40vh;
  padding: ${({ theme }) => theme.spacing[6]};
  text-align: center;
`;
