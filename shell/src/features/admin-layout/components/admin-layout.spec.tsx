import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { type Role } from '@app/contracts';
import { useSessionStore } from '@app/web';
import { makeUser, renderWithProviders } from '@app/web/testing';
import { AdminLayout } from './admin-layout';

const initialSession = useSessionStore.getState();

function renderLayout(role: Role) {
  useSessionStore.getState().setUser(makeUser({ role, fullName: null, username: 'mei', email: 'mei@harbourline.sg' }));
  return renderWithProviders(
    '/admin',
    <Routes>
      <Route path="/admin" element={<AdminLayout logoutButton={<button type="button">Log Out</button>} />}>
        <Route index element={<h1>Dashboard page</h1>} />
        <Route path="media" element={<h1>Media page</h1>} />
      </Route>
    </Routes>,
  );
}

/** The sidebar is a drawer below lg, the only width jsdom knows: open it first. */
async function openSidebar() {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.getByRole('complementary', { name: 'Sidebar' });
}

const navLabels = (sidebar: HTMLElement) =>
  within(within(sidebar).getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AdminLayout', () => {
  beforeEach(() => useSessionStore.setState(initialSession, true));

  it.each<[Role, string[]]>([
    ['content_manager', ['Dashboard', 'Content', 'Media', 'Inbox', 'Tenancies']],
    ['admin', ['Dashboard', 'Content', 'Media', 'Inbox', 'Tenancies', 'Users']],
    ['super_admin', ['Dashboard', 'Content', 'Media', 'Inbox', 'Tenancies', 'Users', 'Operations']],
  ])('shows %s the navigation their role allows', async (role, labels) => {
    renderLayout(role);

    expect(navLabels(await openSidebar())).toEqual(labels);
  });

  it('names the product and the signed-in user, with the role in words', async () => {
    renderLayout('content_manager');
    const sidebar = await openSidebar();

    expect(within(sidebar).getByText('Harbourline')).toBeInTheDocument();
    expect(within(sidebar).getByText('Admin Panel')).toBeInTheDocument();
    expect(within(sidebar).getByText('mei')).toBeInTheDocument();
    expect(within(sidebar).getByText('mei@harbourline.sg')).toBeInTheDocument();
    expect(within(sidebar).getByText('content manager')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/admin/account');
  });

  it('opens and closes the drawer from the keyboard, and marks the current page', async () => {
    renderLayout('admin');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(nav).getByRole('link', { name: 'Media' }));
    expect(await screen.findByRole('heading', { name: 'Media page' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
