import styled from 'styled-components';
import { Spinner } from '@app/ui';

/** A full-height, announced status line for the moments between pages. */
export function AuthStatus({ message }: { message: string }) {
  return (
    <StyledAuthStatus role="status">
      <Spinner aria-hidden="true" />
      <p>{message}</p>
    </StyledAuthStatus>
  );
}

const StyledAuthStatus = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[3]};
  min-height: 60vh;
  padding: ${({ theme }) => theme.spacing[6]};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;
