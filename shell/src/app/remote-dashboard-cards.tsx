import { useCurrentUser } from '@app/web';
import { dashboardCardsFor } from '../features/admin-layout';
import { RemoteSlot } from '../remotes/remote-slot';

/** The dashboard cards of the remote areas the signed-in user sees in the sidebar (those their role may see), as list items. */
export function RemoteDashboardCards() {
  const user = useCurrentUser();
  if (!user) return null;
  return dashboardCardsFor(user.role).map(({ remote, exposed }) => (
    <li key={`${remote}/${exposed}`}>
      <RemoteSlot remote={remote} exposed={exposed} />
    </li>
  ));
}
