import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DashboardStats, type Role } from '@app/contracts';
import { useSessionStore } from '@app/web';
import { apiProblem, makeUser, renderWithProviders, setUpEachTest, stubApi, type StubRoute } from '@app/web/testing';
import { DashboardPage } from './dashboard-page';

const initialSession = useSessionStore.getState();
const STATS = '/api/admin/stats';

const stats: DashboardStats = {
  publishedPosts: 12,
  drafts: 4,
  mediaFiles: 37,
  totalPostViews: 10450,
  mostViewed: [
    { id: 'p-1', title: 'HDB upgrading in 2026', slug: 'hdb-upgrading-in-2026', viewCount: 5200 },
    { id: 'p-2', title: 'Co-living operations checklist', slug: 'co-living-operations-checklist', viewCount: 3100 },
    { id: 'p-3', title: 'Renting out a condominium', slug: 'renting-out-a-condominium', viewCount: 1 },
  ],
};

function renderDashboard(role: Role, routes: StubRoute[] = [{ method: 'GET', path: STATS, body: stats }]) {
  stubApi(routes);
  useSessionStore.getState().setUser(makeUser({ role, username: 'tan' }));
  return renderWithProviders('/admin', <DashboardPage logoutButton={<button type="button">Log Out</button>} />);
}

/** The number shown under a counter's label. */
function counter(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByRole('definition');
}

describe('DashboardPage', () => {
  setUpEachTest();
  beforeEach(() => useSessionStore.setState(initialSession, true));

  it('welcomes the user, offers Logout and links to the areas of an admin', () => {
    renderDashboard('admin');

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, tan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /content manager/i })).toHaveAttribute('href', '/admin/content');
    expect(screen.getByRole('link', { name: /media library/i })).toHaveAttribute('href', '/admin/media');
    expect(screen.getByRole('link', { name: /user management/i })).toHaveAttribute('href', '/admin/users');
  });

  it.each<Role>(['super_admin', 'admin'])('offers a %s the User Management card', (role) => {
    renderDashboard(role);

    expect(screen.getByRole('link', { name: /user management/i })).toBeInTheDocument();
  });

  it('offers a content manager no User Management card, but the counters', async () => {
    renderDashboard('content_manager');

    expect(screen.queryByRole('link', { name: /user management/i })).not.toBeInTheDocument();
    expect(await screen.findAllByRole('definition')).toHaveLength(4);
  });

  it('links the Analytics card to the counters', () => {
    renderDashboard('admin');

    const section = screen.getByRole('region', { name: 'Analytics' });
    expect(screen.getByRole('link', { name: /^Analytics/ })).toHaveAttribute('href', `#${section.id}`);
  });

  it('shows the four counters and the three most viewed posts', async () => {
    renderDashboard('content_manager');

    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(counter('Published Posts')).toHaveTextContent('12');
    expect(counter('Draft Content')).toHaveTextContent('4');
    expect(counter('Media Files')).toHaveTextContent('37');
    expect(counter('Total Post Views')).toHaveTextContent('10,450');
    const mostViewed = within(screen.getByRole('region', { name: 'Most Viewed Posts' })).getAllByRole('listitem');
    expect(mostViewed.map((item) => item.textContent)).toEqual([
      'HDB upgrading in 20265,200 views',
      'Co-living operations checklist3,100 views',
      'Renting out a condominium1 view',
    ]);
    expect(within(mostViewed[0]!).getByRole('link')).toHaveAttribute('href', '/blog/hdb-upgrading-in-2026');
  });

  it('says so when nothing has been published yet', async () => {
    renderDashboard('admin', [{ method: 'GET', path: STATS, body: { publishedPosts: 0, drafts: 0, mediaFiles: 0, totalPostViews: 0, mostViewed: [] } }]);

    expect(await screen.findByText('No posts have been published yet.')).toBeInTheDocument();
    expect(counter('Published Posts')).toHaveTextContent('0');
  });

  it('shows that the counters are loading', () => {
    renderDashboard('admin');

    expect(screen.getByRole('status')).toHaveTextContent('Loading statistics');
  });

  it('shows a load error with Try Again', async () => {
    renderDashboard('admin', [
      { method: 'GET', path: STATS, ...apiProblem(500, 'Database unavailable'), once: true },
      { method: 'GET', path: STATS, body: stats },
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the statistics: Database unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('37')).toBeInTheDocument();
  });
});
