import { type ReactNode } from 'react';
import { useSessionStatus } from '@app/web';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { AuthStatus } from './auth-status';
import { TwoFactorSetupGate } from './two-factor-setup-gate';

export const UNAUTHENTICATED_REDIRECT_MS = 200;

/** Shows its children to a signed-in user only (who may first have to set up two-factor sign-in); anyone else is sent to /auth. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  useRedirectAfter('/auth', UNAUTHENTICATED_REDIRECT_MS, status === 'anonymous');

  if (status === 'unknown') return <AuthStatus message="Checking authentication..." />;
  if (status === 'anonymous') return <AuthStatus message="Authentication required. Redirecting to login..." />;
  return <TwoFactorSetupGate>{children}</TwoFactorSetupGate>;
}
