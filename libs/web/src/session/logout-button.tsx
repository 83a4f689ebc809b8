import { useNavigate } from 'react-router-dom';
import { Button } from '@app/ui';
import { toast } from '../toast';
import { useLogout } from './logout';

/** SPEC §2 Log Out, wherever a screen offers it: ends the session, then goes to the login page. */
export function LogoutButton() {
  const logout = useLogout();
  const navigate = useNavigate();

  const onClick = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Logged out' });
        navigate('/auth', { replace: true });
      },
      onError: () => toast({ title: 'Logout failed', description: 'Could not log out', variant: 'destructive' }),
    });

  return (
    <Button variant="outline" onClick={onClick} disabled={logout.isPending} aria-busy={logout.isPending || undefined}>
      Log Out
    </Button>
  );
}
