import { type ReactNode } from 'react';
import { AdminPage, PageHeader } from '@app/ui';
import { useCurrentUser } from '@app/web';
import { AreaCards } from './area-cards';
import { StatsSection } from './stats-section';

/** SPEC §2 admin dashboard. The app gives it the Logout button (the auth feature's) and the remote areas' cards. */
export function DashboardPage({ logoutButton, remoteCards }: { logoutButton: ReactNode; remoteCards?: ReactNode }) {
  const user = useCurrentUser();
  if (!user) return null;

  return (
    <AdminPage>
      <PageHeader title={`Welcome, ${user.username}`} actions={logoutButton} />
      <AreaCards role={user.role} remoteCards={remoteCards} />
      <StatsSection />
    </AdminPage>
  );
}
