import { type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@app/web';

const ACCOUNT_PATH = '/admin/account';

/** A user whose role requires two-factor sign-in, and who has not set it up, is taken to My Account first. */
export function TwoFactorSetupGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (user?.twoFactorSetupRequired && pathname !== ACCOUNT_PATH) return <Navigate to={ACCOUNT_PATH} replace />;
  return children;
}
