import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, media } from '@app/ui';
import { useSessionStatus } from '@app/web';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { AuthStatus } from './auth-status';
import { LoginForm } from './login-form';
import { LoginMarketingPanel } from './login-marketing-panel';

export const LOGIN_REDIRECT_MS = 300;

export function LoginPage() {
  const signedIn = useSessionStatus() === 'authenticated';
  useRedirectAfter('/admin', LOGIN_REDIRECT_MS, signedIn);

  if (signedIn) return <AuthStatus message="Redirecting to dashboard..." />;
  return (
    <StyledLoginPage>
      <StyledFormColumn>
        <StyledCard>
          <CardHeader>
            <CardTitle as="h1">Harbourline Admin</CardTitle>
            <CardDescription>Sign in to manage content, media and staff accounts.</CardDescription>
          </CardHeader>
          <CardContent>
            <LoginForm />
            <StyledNote>
              New admin accounts can only be created by super admins. Please contact the administrator if you need access.
            </StyledNote>
          </CardContent>
        </StyledCard>
      </StyledFormColumn>
      <LoginMarketingPanel />
    </StyledLoginPage>
  );
}

const StyledLoginPage = styled.main`
  display: grid;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surface};

  ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledFormColumn = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing[6]};
`;

const StyledCard = styled(Card)`
  width: 100%;
  max-width: 28rem;
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => `${theme.spacing[4]} 0 0`};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;
