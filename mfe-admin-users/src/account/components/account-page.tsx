import { ROLE_LABELS } from '@app/contracts';
import { AdminPage, Card, CardContent, CardHeading } from '@app/ui';
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
        <CardHeading level="h1" title="My Account" description={`Signed in as ${user.email} (${ROLE_LABELS[user.role]})`} />
        <CardContent>
          <ProfileForm key={user.id} user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardHeading title="Change Password" description="You stay signed in here; every other browser signed in to your account is signed out." />
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
      <TwoFactorCard />
      <SessionsCard />
    </AdminPage>
  );
}
