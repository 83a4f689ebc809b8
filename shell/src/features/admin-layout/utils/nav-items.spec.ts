import { REMOTE_CATALOGUE } from '@app/contracts';
import { dashboardCardsFor, isAdminPath, navItemsFor, remoteAreaAt } from './nav-items';

describe('dashboardCardsFor', () => {
  it('shows the rent card (money) to admins and super admins only; the inbox and maintenance cards to every staff role', () => {
    const names = (role: Parameters<typeof dashboardCardsFor>[0]) => dashboardCardsFor(role).map(({ exposed }) => exposed);
    expect(names('super_admin')).toEqual(['InboxDashboardCard', 'MaintenanceDashboardCard', 'RentDashboardCard']);
    expect(names('admin')).toEqual(['InboxDashboardCard', 'MaintenanceDashboardCard', 'RentDashboardCard']);
    expect(names('content_manager')).toEqual(['InboxDashboardCard', 'MaintenanceDashboardCard']);
  });
});

describe('the remote areas of the sidebar', () => {
  it('open each remote at the route it declares, with modules it exposes (the remote\'s package.json, "remote")', () => {
    for (const { to, area } of navItemsFor('super_admin')) {
      if (!area) continue;
      const declared = REMOTE_CATALOGUE[area.remote];
      const used = [area.exposed, ...(area.navBadge ? [area.navBadge] : []), ...(area.dashboardCards ?? []).map(({ exposed }) => exposed)];
      expect({ remote: area.remote, route: to, exposed: used.filter((name) => declared.exposes.includes(name)) }).toEqual({
        remote: area.remote,
        route: declared.route,
        exposed: used,
      });
    }
  });
});

describe('remoteAreaAt', () => {
  it('finds the area an admin address opens, below its link only where the area has subpages', () => {
    expect(remoteAreaAt('/admin/tenancies/rent/arrears')?.exposed).toBe('TenanciesApp');
    expect(remoteAreaAt('/admin/media')?.exposed).toBe('MediaLibraryApp');
    expect(remoteAreaAt('/admin/media/anything')).toBeUndefined();
    expect(remoteAreaAt('/admin/tenanciesx')).toBeUndefined();
    expect(remoteAreaAt('/admin')).toBeUndefined();
  });
});

describe('isAdminPath', () => {
  it('holds for /admin and the addresses below it only', () => {
    expect([isAdminPath('/admin'), isAdminPath('/admin/inbox'), isAdminPath('/administration'), isAdminPath('/auth')]).toEqual([true, true, false, false]);
  });
});
