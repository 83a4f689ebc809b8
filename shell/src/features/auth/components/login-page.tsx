import { Link } from 'react-router-dom';
import { useSessionStatus } from '@app/web';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { AuthFrame, AuthNote } from './auth-frame';
import { AuthStatus } from './auth-status';
import { LoginForm } from './login-form';

export const LOGIN_REDIRECT_MS = 300;

export function LoginPage() {
  const signedIn = useSessionStatus() === 'authenticated';
  useRedirectAfter('/admin', LOGIN_REDIRECT_MS, signedIn);

  if (signedIn) return <AuthStatus message="Redirecting to dashboard..." />;
  return (
    <AuthFrame title="Harbourline Admin" description="Sign in to manage content, media and staff accounts.">
      <LoginForm />
      <AuthNote>
        <Link to="/auth/forgot-password">Forgot password?</Link>
      </AuthNote>
      <AuthNote>New admin accounts can only be created by super admins. Please contact the administrator if you need access.</AuthNote>
    </AuthFrame>
  );
}
