import { useCurrentUser } from '@app/web';
import { navItemsFor } from '../features/admin-layout';
import { RemoteSlot } from '../remotes/remote-slot';

/** The dashboard cards of the remote areas the signed-in user sees in the sidebar, as list items. */
export function RemoteDashboardCards() {
  const user = useCurrentUser();
  if (!user) return null;
  return navItemsFor(user.role).flatMap(({ area }) =>
    area?.dashboardCard
      ? [
          <li key={area.remote}>
            <RemoteSlot remote={area.remote} exposed={area.dashboardCard} />
          </li>,
        ]
      : [],
  );
}
