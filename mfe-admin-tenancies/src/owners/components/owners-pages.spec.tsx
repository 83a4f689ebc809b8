import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Owner } from '@app/contracts';
import { staleSaveMessage } from '@app/ui';
import { apiProblem, busyOnce, renderWithProviders, requestedUrls, retryAfterBusy, sentBodies, setUpEachTest, stubApi } from '@app/web/testing';
import TenanciesApp from '../../app/tenancies-app';

const owner: Owner = {
  id: 'f1e2d3c4-b5a6-4978-8877-665544332211',
  name: 'Lim Wei Jie',
  email: 'owner@example.sg',
  phone: '+65 9876 5432',
  units: [{ id: 'u1', listing: null, address: '12 Marine Parade Road #08-12', unit: '12 Marine Parade Road #08-12', managementFeePercent: 8.5 }],
  invitedAt: null,
  version: 1,
  createdAt: '2026-11-27T00:00:00.000Z',
};
const ownersPage = (items: Owner[]) => ({ items, total: items.length, page: 1, pageSize: 25 });
const noListings = { items: [], total: 0, page: 1, pageSize: 100 };
/** Types a new owner with one unit into the new-owner form, with `email` as their address. */
async function typeNewOwner(email: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /Owner’s name/ }), owner.name);
  await userEvent.type(screen.getByRole('textbox', { name: /Owner’s e-mail/ }), email);
  await userEvent.type(screen.getByRole('textbox', { name: /Owner’s phone/ }), '9876 5432');
  await userEvent.type(screen.getByRole('textbox', { name: 'Unit 1: address' }), '12 Marine Parade Road #08-12');
  await userEvent.type(screen.getByRole('spinbutton', { name: /Unit 1: management fee/ }), '8.5');
}

describe('the owners pages', () => {
  setUpEachTest({ staff: 'admin' });

  it('says there is no owner yet and points to New owner', async () => {
    stubApi([{ method: 'GET', path: '/api/admin/owners', body: ownersPage([]) }]);
    renderWithProviders('/owners', <TenanciesApp />);
    expect(await screen.findByRole('heading', { level: 2, name: 'No owners yet' })).toBeInTheDocument();
    expect(screen.getByText('Add the first owner with New owner.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New owner' })).toHaveAttribute('href', '/admin/tenancies/owners/new');
  });

  it('sends the search to the API and says when nothing matches', async () => {
    const api = stubApi([{ method: 'GET', path: '/api/admin/owners', body: ownersPage([]) }]);
    renderWithProviders('/owners', <TenanciesApp />);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), 'Amber Road');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No owners match this search' })).toBeInTheDocument();
    expect(requestedUrls(api, '/api/admin/owners').at(-1)?.searchParams.get('q')).toBe('Amber Road');
  });

  it('says why the list failed and loads it again on Try Again', async () => {
    stubApi([busyOnce({ method: 'GET', path: '/api/admin/owners' }), { method: 'GET', path: '/api/admin/owners', body: ownersPage([owner]) }]);
    renderWithProviders('/owners', <TenanciesApp />);
    await retryAfterBusy('owners');
    expect(await screen.findByRole('link', { name: 'Lim Wei Jie' })).toHaveAttribute('href', `/admin/tenancies/owners/${owner.id}`);
  });

  it("shows the API's messages beside the fields they name, keeps what was typed, and saves once they are right", async () => {
    const badEmail = 'Enter a valid e-mail address';
    const api = stubApi([
      { method: 'GET', path: '/api/admin/properties', body: noListings },
      { method: 'POST', path: '/api/admin/owners', once: true, ...apiProblem(400, badEmail, { issues: [{ path: 'email', message: badEmail }] }) },
      { method: 'POST', path: '/api/admin/owners', status: 201, body: owner },
      { method: 'GET', path: `/api/admin/owners/${owner.id}`, body: owner },
      { method: 'GET', path: `/api/admin/owners/${owner.id}/statements`, body: { items: [], total: 0, page: 1, pageSize: 12 } },
    ]);
    renderWithProviders('/owners/new', <TenanciesApp />);
    await typeNewOwner('owner@example');
    const email = screen.getByRole('textbox', { name: /Owner’s e-mail/ });
    await userEvent.click(screen.getByRole('button', { name: 'Create owner' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining(badEmail)));
    expect(screen.getByRole('textbox', { name: /Owner’s name/ })).toHaveValue(owner.name);
    expect(screen.queryByText(/Could not save the owner/)).not.toBeInTheDocument();

    await userEvent.type(email, '.sg');
    await userEvent.click(screen.getByRole('button', { name: 'Create owner' }));
    await waitFor(() => expect(sentBodies(api, 'POST', '/api/admin/owners')).toHaveLength(2));
    expect(sentBodies(api, 'POST', '/api/admin/owners').map((body) => (body as { email: string }).email)).toEqual(['owner@example', owner.email]);
  }, 20_000);

  it('says plainly when an owner cannot be saved for a reason no field explains', async () => {
    stubApi([
      { method: 'GET', path: '/api/admin/properties', body: noListings },
      { method: 'POST', path: '/api/admin/owners', ...apiProblem(409, 'An owner with this e-mail address already exists') },
    ]);
    renderWithProviders('/owners/new', <TenanciesApp />);
    await typeNewOwner(owner.email);
    await userEvent.click(screen.getByRole('button', { name: 'Create owner' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save the owner: An owner with this e-mail address already exists');
  }, 20_000);

  it('creates an owner with two units and their management fees, inviting them by default', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/admin/properties', body: noListings },
      { method: 'POST', path: '/api/admin/owners', status: 201, body: owner },
      { method: 'GET', path: `/api/admin/owners/${owner.id}`, body: owner },
      { method: 'GET', path: `/api/admin/owners/${owner.id}/statements`, body: { items: [], total: 0, page: 1, pageSize: 12 } },
    ]);
    renderWithProviders('/owners/new', <TenanciesApp />);
    await typeNewOwner(owner.email);
    await userEvent.click(screen.getByRole('button', { name: 'Add a unit' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Unit 2: address' }), '3 Amber Road #02-01');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Unit 2: management fee/ }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create owner' }));
    await waitFor(() => expect(sentBodies(api, 'POST', '/api/admin/owners')).toHaveLength(1));
    expect(sentBodies(api, 'POST', '/api/admin/owners')[0]).toEqual({
      name: owner.name,
      email: owner.email,
      phone: '9876 5432',
      invite: true,
      units: [
        { listingId: null, address: '12 Marine Parade Road #08-12', managementFeePercent: 8.5 },
        { listingId: null, address: '3 Amber Road #02-01', managementFeePercent: 10 },
      ],
    });
  }, 20_000);

  it('sends the version it loaded, says so when someone saved the owner meanwhile, and Reload shows their save', async () => {
    const theirs = { ...owner, name: 'Lim Wei Jie Daniel', version: 2 };
    const stale = 'Someone else saved this owner after you opened it: reload to see their changes';
    const api = stubApi([
      { method: 'GET', path: '/api/admin/properties', body: noListings },
      { method: 'GET', path: `/api/admin/owners/${owner.id}`, once: true, body: owner },
      { method: 'GET', path: `/api/admin/owners/${owner.id}`, body: theirs },
      { method: 'GET', path: `/api/admin/owners/${owner.id}/statements`, body: { items: [], total: 0, page: 1, pageSize: 12 } },
      { method: 'GET', path: `/api/admin/rent/owners/${owner.id}/settings`, body: { ownerId: owner.id, feeBasis: 'received', units: [] } },
      { method: 'PUT', path: `/api/admin/owners/${owner.id}`, once: true, status: 409, body: { statusCode: 409, error: stale, message: stale, stale: true } },
      { method: 'PUT', path: `/api/admin/owners/${owner.id}`, body: { ...theirs, phone: '+65 9000 0000', version: 3 } },
    ]);
    renderWithProviders(`/owners/${owner.id}`, <TenanciesApp />);
    const phone = await screen.findByRole('textbox', { name: /Owner’s phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+65 9000 0000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(staleSaveMessage('the owner'))).toBeInTheDocument();
    expect(sentBodies(api, 'PUT', `/api/admin/owners/${owner.id}`)[0]).toMatchObject({ phone: '+65 9000 0000', version: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Owner’s name/ })).toHaveValue(theirs.name));
    expect(screen.queryByText(staleSaveMessage('the owner'))).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sentBodies(api, 'PUT', `/api/admin/owners/${owner.id}`)).toHaveLength(2));
    expect(sentBodies(api, 'PUT', `/api/admin/owners/${owner.id}`)[1]).toMatchObject({ name: theirs.name, phone: owner.phone, version: 2 });
  }, 20_000);
});

describe('the maintenance board', () => {
  setUpEachTest({ staff: 'content_manager' });

  it('opens on open and followed-up requests, says when there is none, and sends each filter to the API', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/admin/maintenance', body: { items: [], total: 0, totalIsCapped: false, pageSize: 25, next: null, previous: null } },
      { method: 'GET', path: '/api/admin/maintenance/counts', body: { open: 0, overdue: 0, followUps: 0 } },
    ]);
    renderWithProviders('/maintenance', <TenanciesApp />);
    expect(await screen.findByRole('heading', { level: 2, name: 'No maintenance requests here' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Urgency' }), 'emergency');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'done');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Marine');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = api.mock.calls
        .map(([input]) => new URL(input, 'http://localhost'))
        .filter((url) => url.pathname === '/api/admin/maintenance')
        .at(-1);
      expect(Object.fromEntries(last?.searchParams ?? [])).toMatchObject({ status: 'done', urgency: 'emergency', q: 'Marine' });
    });
  });
});
