import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CEA_MESSAGES, type User } from '@app/contracts';
import { toast } from '@app/web';
import { busyOnce, makeUser, requestedUrls, retryAfterBusy, sentBodies, stubApi, type StubRoute } from '@app/web/testing';
import { renderAsUser } from '../../testing/render-page';
import { UserManagementPage } from './user-management-page';

jest.mock('@app/web', () => ({ ...jest.requireActual('@app/web'), toast: jest.fn() }));

const superAdmin = makeUser();
const admin = makeUser({ id: 'u-admin', username: 'ahmad', email: 'ahmad@harbourline.sg', fullName: null, role: 'admin' });
const editor = makeUser({ id: 'u-cm', username: 'mei', email: 'mei@harbourline.sg', fullName: 'Mei Tan', role: 'content_manager' });
const USERS = '/api/admin/users';
/** GET /api/admin/users's answer: one page holding `users`. */
function page(users: User[]) {
  return { items: users, total: users.length, page: 1, pageSize: 25 };
}
/** A super admin's page also reads the two-factor requirement. */
const POLICY: StubRoute = { method: 'GET', path: '/api/admin/settings/two-factor', body: { requiredRoles: [] } };

function renderPage(actor = superAdmin) {
  return renderAsUser(<UserManagementPage />, actor);
}

/** Stubs the API with sarah and mei listed, answering `routes` as well. */
function stubWithMei(...routes: StubRoute[]) {
  return stubApi([{ method: 'GET', path: USERS, body: page([superAdmin, editor]) }, ...routes]);
}

/** Renders the page and opens mei's Edit User dialog. */
async function openEditDialog() {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit mei' }));
  return screen.getByRole('dialog', { name: 'Edit User' });
}

async function openCreateDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Create User' }));
  return screen.getByRole('dialog', { name: 'Create New User' });
}

describe('UserManagementPage', () => {
  it('sends a content manager back to the dashboard', async () => {
    stubApi([]);
    renderPage(editor);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lists users with their status', async () => {
    stubApi([{ method: 'GET', path: USERS, body: page([superAdmin, { ...editor, isActive: false }]) }]);
    renderPage();

    const row = (await screen.findByRole('cell', { name: 'mei' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit mei' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Username', 'Email', 'Full Name', 'Role', 'Status', 'Actions']);
  });

  it('shows the empty state, never sample users', async () => {
    stubApi([{ method: 'GET', path: USERS, body: page([]) }]);
    renderPage();

    expect(await screen.findByRole('heading', { name: 'No users found.' })).toBeInTheDocument();
  });

  it('searches, filters by role and pages through the server, and keeps long e-mails whole for screen readers', async () => {
    const longEmail = `${'property.portfolio.coordinator.'.repeat(4)}team@harbourline-asset-progression.sg`;
    const api = stubApi([{ method: 'GET', path: USERS, body: { items: [{ ...editor, email: longEmail }], total: 60, page: 1, pageSize: 25 } }, POLICY]);
    renderPage();
    const cell = await screen.findByRole('cell', { name: longEmail });
    expect(cell).toHaveAttribute('title', longEmail);
    expect(screen.getByText('1–25 of 60 · Page 1 of 3')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search username, name or e-mail'), 'mei');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'content_manager');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const lastListQuery = () => {
      const url = requestedUrls(api, USERS).at(-1);
      return Object.fromEntries([...(url?.searchParams ?? [])].filter(([name]) => name !== '_t'));
    };
    await waitFor(() => expect(lastListQuery()).toEqual({ q: 'mei', role: 'content_manager', page: '2', pageSize: '25' }));
  });

  it('shows the load error with Try Again, which loads the list again', async () => {
    stubApi([busyOnce({ method: 'GET', path: USERS }), { method: 'GET', path: USERS, body: page([editor]) }, POLICY]);
    renderPage();

    await retryAfterBusy('users');
    expect(await screen.findByRole('cell', { name: 'mei' })).toBeInTheDocument();
  });

  it('refreshes with its notices', async () => {
    stubWithMei();
    renderPage();
    await screen.findByRole('cell', { name: 'mei' });

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(toast).toHaveBeenCalledWith({ title: 'Refreshing users', description: 'Please wait...' });
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith({ title: 'Users refreshed', description: 'Retrieved 2 users.' }));
  });

  it('validates the create form and clears a field error when that field is edited', async () => {
    stubApi([{ method: 'GET', path: USERS, body: page([superAdmin]) }]);
    renderPage();
    const dialog = await openCreateDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await within(dialog).findByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'ab');
    expect(within(dialog).queryByText('Username is required')).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'short');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm Password/), 'other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await within(dialog).findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is invalid')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('refuses mismatched passwords', async () => {
    stubApi([{ method: 'GET', path: USERS, body: page([superAdmin]) }]);
    renderPage();
    const dialog = await openCreateDialog();

    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'newbie');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'newbie@harbourline.sg');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Harbour-view-2025');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm Password/), 'Harbour-view-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));

    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('creates a user without sending the confirmation, then shows it first, marked and focused, whatever the search', async () => {
    const created = makeUser({ id: 'u-new', username: 'newbie', email: 'newbie@harbourline.sg', fullName: null, role: 'content_manager' });
    const api = stubApi([
      { method: 'GET', path: USERS, body: page([superAdmin]), once: true },
      { method: 'GET', path: USERS, body: page([superAdmin]), once: true },
      { method: 'GET', path: USERS, body: page([created, superAdmin]) },
      { method: 'POST', path: USERS, status: 201, body: { success: true, user: created } },
    ]);
    renderPage(admin);
    await userEvent.type(await screen.findByLabelText('Search username, name or e-mail'), 'root');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await openCreateDialog();
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(
      within(within(dialog).getByLabelText(/^Role/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Content Manager']);

    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'newbie');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'newbie@harbourline.sg');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Harbour-view-2025');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm Password/), 'Harbour-view-2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));

    const newRow = await screen.findByRole('row', { name: /^Just created: newbie/ });
    expect(screen.getAllByRole('row')[1]).toBe(newRow);
    await waitFor(() => expect(newRow).toHaveFocus());
    await waitFor(() => expect(screen.getByLabelText('Search username, name or e-mail')).toHaveValue(''));
    const lastListQuery = () => requestedUrls(api, USERS).at(-1);
    await waitFor(() => expect(lastListQuery()?.searchParams.has('q')).toBe(false));
    expect(sentBodies(api, 'POST', USERS)).toEqual([
      {
        username: 'newbie',
        email: 'newbie@harbourline.sg',
        password: 'Harbour-view-2025',
        fullName: '',
        ceaRegistrationNumber: null,
        phone: null,
        role: 'content_manager',
        isActive: true,
      },
    ]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'User created' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);

  it('closes the edit dialog with "No changes" when nothing changed', async () => {
    const api = stubWithMei(POLICY);
    const dialog = await openEditDialog();
    expect(dialog).toHaveAccessibleDescription('Update user information. Leave password blank to keep it unchanged.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast).toHaveBeenCalledWith({ title: 'No changes', description: 'No changes were made to the user.' });
    expect(api.mock.calls.filter(([, init]) => init?.method !== undefined && init.method !== 'GET')).toHaveLength(0);
  });

  it('sends a role-only edit through update-role', async () => {
    const path = `/api/admin/users/${editor.id}/update-role`;
    const api = stubWithMei({ method: 'POST', path, body: { success: true, user: { ...editor, role: 'admin' } } });
    const dialog = await openEditDialog();

    await userEvent.selectOptions(within(dialog).getByLabelText(/^Role/), 'admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(sentBodies(api, 'POST', path)).toEqual([{ role: 'admin' }]));
    expect(toast).toHaveBeenCalledWith({ title: 'Role updated', description: 'User role has been updated successfully.' });
    expect(await screen.findByRole('combobox', { name: 'Role for mei' })).toHaveValue('admin');
  });

  it('sends only the changed fields through update-user', async () => {
    const path = `/api/admin/users/${editor.id}/update-user`;
    const api = stubWithMei({ method: 'POST', path, body: { success: true, user: { ...editor, fullName: 'Mei Ling Tan' } } });
    const dialog = await openEditDialog();

    await userEvent.clear(within(dialog).getByLabelText('Full Name'));
    await userEvent.type(within(dialog).getByLabelText('Full Name'), 'Mei Ling Tan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(sentBodies(api, 'POST', path)).toEqual([{ fullName: 'Mei Ling Tan' }]));
    expect(await screen.findByRole('cell', { name: 'Mei Ling Tan' })).toBeInTheDocument();
  });

  it("sets a content manager's CEA registration number and phone in the Edit User dialog, as the contract writes them", async () => {
    const path = `/api/admin/users/${editor.id}/update-user`;
    const api = stubWithMei({ method: 'POST', path, body: { success: true, user: { ...editor, ceaRegistrationNumber: 'R765432B', phone: '+65 8123 4567' } } });
    const dialog = await openEditDialog();

    await userEvent.type(within(dialog).getByLabelText('Phone'), '555');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(CEA_MESSAGES.phone)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('CEA Registration Number'), 'r765432b');
    await userEvent.clear(within(dialog).getByLabelText('Phone'));
    await userEvent.type(within(dialog).getByLabelText('Phone'), '+65 8123-4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sentBodies(api, 'POST', path)).toEqual([{ ceaRegistrationNumber: 'R765432B', phone: '+65 8123 4567' }]));
  });

  it('asks before deleting, naming the account, then removes it', async () => {
    const path = `/api/admin/users/${editor.id}`;
    const api = stubApi([
      { method: 'GET', path: USERS, body: page([superAdmin, editor]), once: true },
      { method: 'GET', path: USERS, body: page([superAdmin]) },
      { method: 'DELETE', path, body: { success: true, user: editor } },
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete mei' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription('This action cannot be undone. This will permanently delete the user account "mei".');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'mei' })).not.toBeInTheDocument());
    expect(sentBodies(api, 'DELETE', path)).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'User deleted' }));
  });

  it('never offers to delete your own account', async () => {
    stubWithMei();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete sarah' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({
      title: 'Permission denied',
      description: 'You cannot delete your own account',
      variant: 'destructive',
    });
  });

  it('lets an admin neither edit a super admin nor change their role', async () => {
    stubApi([{ method: 'GET', path: USERS, body: page([superAdmin, admin, editor]) }]);
    renderPage(admin);

    const sarahRow = await screen.findByRole('row', { name: /sarah/ });
    expect(within(sarahRow).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(sarahRow).getByText('Super Admin')).toHaveAccessibleDescription("You don't have permission to change this user's role");
    // An admin may give content managers no other role than theirs: no select that offers nothing.
    expect(screen.queryByRole('combobox', { name: 'Role for mei' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit sarah' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({
      title: 'Permission denied',
      description: "You don't have permission to edit this user.",
      variant: 'destructive',
    });
  });

  it('changes a role inline through update-role', async () => {
    const path = `/api/admin/users/${admin.id}/update-role`;
    const api = stubApi([
      { method: 'GET', path: USERS, body: page([superAdmin, admin]) },
      { method: 'POST', path, body: { success: true, user: { ...admin, role: 'content_manager' } } },
    ]);
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Role for ahmad' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Super Admin', 'Admin', 'Content Manager']);

    await userEvent.selectOptions(select, 'content_manager');

    await waitFor(() => expect(sentBodies(api, 'POST', path)).toEqual([{ role: 'content_manager' }]));
    await waitFor(() => expect(select).toHaveValue('content_manager'));
    expect(toast).toHaveBeenCalledWith({ title: 'Role updated', description: 'User role has been updated successfully.' });
  });

  /** Opens mei's Edit User dialog and clicks `button` in its account access section: a confirmation opens. */
  async function askFromEditDialog(button: string) {
    await userEvent.click(within(await openEditDialog()).getByRole('button', { name: button }));
  }
  const callsTo = (api: jest.Mock, pathEnd: string) => api.mock.calls.filter(([input]) => String(input).includes(pathEnd));

  it('signs a user out everywhere from the Edit User dialog, once confirmed', async () => {
    const path = `/api/admin/users/${editor.id}/sign-out-everywhere`;
    const api = stubWithMei({ method: 'POST', path, body: { success: true, signedOut: 2 } });
    await askFromEditDialog('Sign Out Everywhere');
    const confirm = screen.getByRole('alertdialog', { name: 'Sign mei out everywhere?' });
    expect(callsTo(api, '/sign-out-everywhere')).toHaveLength(0);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign Out Everywhere' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Signed out everywhere', description: 'mei was signed out of 2 sessions.' }));
    expect(callsTo(api, '/sign-out-everywhere')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resets two-factor sign-in from the Edit User dialog, once confirmed', async () => {
    const path = `/api/admin/users/${editor.id}/reset-two-factor`;
    const api = stubWithMei({ method: 'POST', path, body: { success: true } });
    await askFromEditDialog('Reset Two-Factor');
    const confirm = screen.getByRole('alertdialog', { name: 'Reset two-factor sign-in of mei?' });
    expect(confirm).toHaveAccessibleDescription(/recovery codes stop working/);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset Two-Factor' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Two-factor sign-in reset',
        description: 'mei signs in with the password alone until they set it up again.',
      }),
    );
    expect(callsTo(api, '/reset-two-factor')).toHaveLength(1);
  });

  it.each(['Sign Out Everywhere', 'Reset Two-Factor'])('keeps the keyboard in the %s confirmation and lets Escape cancel it', async (button) => {
    const api = stubWithMei();
    await askFromEditDialog(button);
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(confirm).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'Edit User' })).getByRole('button', { name: button })).toHaveFocus();
    expect(callsTo(api, '/sign-out-everywhere').concat(callsTo(api, '/reset-two-factor'))).toHaveLength(0);
  });

  it('makes a one-time reset link and shows it once, from the Edit User dialog', async () => {
    const url = 'http://localhost:3000/auth/reset-password?token=abc';
    stubWithMei({ method: 'POST', path: `/api/admin/users/${editor.id}/reset-link`, body: { url, expiresAt: '2026-03-05T07:30:00.000Z' } });
    const dialog = await openEditDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Reset Link' }));

    expect(await within(dialog).findByLabelText('One-time reset link')).toHaveValue(url);
  });

  it('lets a super admin require two-factor sign-in for a role', async () => {
    const path = '/api/admin/settings/two-factor';
    const api = stubApi([
      { method: 'GET', path: USERS, body: page([superAdmin]) },
      POLICY,
      { method: 'PUT', path, body: { requiredRoles: ['content_manager'] } },
    ]);
    renderPage();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Content Manager' }));

    await waitFor(() => expect(sentBodies(api, 'PUT', path)).toEqual([{ requiredRoles: ['content_manager'] }]));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Requirement saved', description: 'Content Manager: two-factor sign-in required.' }));
    expect(screen.getByRole('checkbox', { name: 'Content Manager' })).toBeChecked();
  });

  it('shows the two-factor requirement to super admins only', async () => {
    stubApi([{ method: 'GET', path: USERS, body: page([admin, editor]) }]);
    renderPage(admin);

    await screen.findByRole('cell', { name: 'mei' });
    expect(screen.queryByRole('heading', { name: 'Two-Factor Sign-In Requirement' })).not.toBeInTheDocument();
  });
});
