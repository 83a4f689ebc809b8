import { ROLE_LABELS } from '@app/contracts';
import { AdminPage, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui';
import { useCurrentUser } from '@app/web';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** /admin/account: every staff member's own profile, password and signed-in sessions (the shell only shows it to a signed-in user). */
export function AccountPage() {
  const user = useCurrentUser();
  if (!user) return null;

  return (
    <AdminPage>
      <Card>
        <CardHeader>
          <CardTitle as="h1">My Account</CardTitle>
          <CardDescription>
            Signed in as {user.email} ({ROLE_LABELS[user.role]})
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm key={user.id} user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Change Password</CardTitle>
          <CardDescription>You stay signed in here; every other browser signed in to your account is signed out.</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
      <TwoFactorCard />
      <SessionsCard />
    </AdminPage>
  );
}
