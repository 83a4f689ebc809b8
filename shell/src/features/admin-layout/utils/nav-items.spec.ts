import { dashboardCardsFor } from './nav-items';

describe('dashboardCardsFor', () => {
  it('shows the rent card (money) to admins and super admins only; the inbox and maintenance cards to every staff role', () => {
    const names = (role: Parameters<typeof dashboardCardsFor>[0]) => dashboardCardsFor(role).map(({ exposed }) => exposed);
    expect(names('super_admin')).toEqual(['InboxDashboardCard', 'MaintenanceDashboardCard', 'RentDashboardCard']);
    expect(names('admin')).toEqual(['InboxDashboardCard', 'MaintenanceDashboardCard', 'RentDashboardCard']);
    expect(names('content_manager')).toEqual(['InboxDashboardCard', 'MaintenanceDashboardCard']);
  });
});
