import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAINTENANCE_MESSAGES, type PortalAccount, type TenantMaintenanceRequest } from '@app/contracts';
import { apiProblem, busyOnce, retryAfterBusy, sentBodies, setUpEachTest, stubApi } from '@app/web/testing';
import { renderPortalAt } from '../../testing/render-portal';

const TENANCY_ID = '0f1e2d3c-4b5a-4968-8776-655443322110';
const REQUEST_ID = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const tenancy = { id: TENANCY_ID, unit: '12 Marine Parade Road #08-12', leaseStart: '2026-01-01', leaseEnd: '2027-12-31', status: 'active' as const };
const account: PortalAccount = { role: 'tenant', name: 'Tan Mei Ling', email: 'meiling@example.sg', tenancies: [tenancy], emergencyPhone: '+65 6123 4567' };
const request: TenantMaintenanceRequest = {
  id: REQUEST_ID,
  reference: 'MR-1001',
  tenancyId: TENANCY_ID,
  unit: tenancy.unit,
  category: 'plumbing',
  urgency: 'routine',
  description: 'The kitchen tap drips all night.',
  status: 'done',
  appointmentAt: null,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-28T02:00:00.000Z',
  photos: [],
  timeline: [{ id: 'e1', kind: 'created', at: '2026-11-27T02:00:00.000Z', by: 'Tan Mei Ling', byTenant: true, text: null }],
};
const firstPage = (items: TenantMaintenanceRequest[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

const renderAt = renderPortalAt;

describe("a tenant's repair requests", () => {
  setUpEachTest();

  it('says there is none yet, and offers to report one', async () => {
    stubApi([
      { method: 'GET', path: '/api/portal/me', body: account },
      { method: 'GET', path: '/api/portal/requests', body: firstPage([]) },
    ]);
    renderAt('/portal');
    expect(await screen.findByText('Loading your requests')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'No requests yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report a repair' })).toHaveAttribute('href', '/portal/new');
  });

  it('says why the list failed and loads it again on Try Again', async () => {
    stubApi([
      { method: 'GET', path: '/api/portal/me', body: account },
      busyOnce({ method: 'GET', path: '/api/portal/requests' }),
      { method: 'GET', path: '/api/portal/requests', body: firstPage([request]) },
    ]);
    renderAt('/portal');
    await retryAfterBusy('your requests');
    expect(await screen.findByRole('link', { name: /MR-1001 · Plumbing/ })).toHaveAttribute('href', `/portal/requests/${REQUEST_ID}`);
  });

  const ended: PortalAccount = { ...account, tenancies: [{ ...tenancy, status: 'ended' }] };

  it('offers no new request once every tenancy has ended', async () => {
    stubApi([
      { method: 'GET', path: '/api/portal/me', body: ended },
      { method: 'GET', path: '/api/portal/requests', body: firstPage([request]) },
    ]);
    renderAt('/portal');
    expect(await screen.findByRole('link', { name: /MR-1001/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report a repair' })).not.toBeInTheDocument();
  });

  it('says why on the new-request page once every tenancy has ended', async () => {
    stubApi([{ method: 'GET', path: '/api/portal/me', body: ended }]);
    renderAt('/portal/new');
    expect(await screen.findByText(MAINTENANCE_MESSAGES.tenancyEnded)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
  });

  it("shows the API's message beside the field it names, and keeps what was typed", async () => {
    const tooShort = 'Describe the problem in at least 10 characters';
    const api = stubApi([
      { method: 'GET', path: '/api/portal/me', body: account },
      { method: 'POST', path: '/api/portal/requests', ...apiProblem(400, tooShort, { issues: [{ path: 'description', message: tooShort }] }) },
    ]);
    renderAt('/portal/new');
    const send = await screen.findByRole('button', { name: 'Send request' });
    expect(send).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What needs fixing?' }), 'locks');
    await userEvent.type(screen.getByRole('textbox', { name: 'Describe the problem' }), 'Stuck');
    await userEvent.click(send);
    const description = screen.getByRole('textbox', { name: 'Describe the problem' });
    await waitFor(() => expect(description).toHaveAccessibleDescription(expect.stringContaining(tooShort)));
    expect(description).toHaveValue('Stuck');
    expect(screen.queryByText(/Could not send the request/)).not.toBeInTheDocument();
    expect(sentBodies(api, 'POST', '/api/portal/requests')).toEqual([{ tenancyId: TENANCY_ID, category: 'locks', urgency: 'routine', description: 'Stuck' }]);
  });

  it('says plainly when the request could not be sent for another reason', async () => {
    stubApi([
      { method: 'GET', path: '/api/portal/me', body: account },
      { method: 'POST', path: '/api/portal/requests', ...apiProblem(429, 'Too many requests. Please try again later.') },
    ]);
    renderAt('/portal/new');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'What needs fixing?' }), 'pest');
    await userEvent.type(screen.getByRole('textbox', { name: 'Describe the problem' }), 'Cockroaches in the kitchen cabinets.');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send the request: Too many requests. Please try again later.');
  });

  it('sends a comment on a finished request, empties the box, and keeps the text when sending fails', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/portal/me', body: account },
      { method: 'GET', path: `/api/portal/requests/${REQUEST_ID}`, body: request },
      busyOnce({ method: 'POST', path: `/api/portal/requests/${REQUEST_ID}/comments` }),
      { method: 'POST', path: `/api/portal/requests/${REQUEST_ID}/comments`, status: 201, body: request },
    ]);
    renderAt(`/portal/requests/${REQUEST_ID}`);
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    expect(screen.getByRole('button', { name: 'Send comment' })).toBeDisabled();
    await userEvent.type(box, 'The tap still drips after the repair.');
    await userEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining('The service is busy')));
    expect(box).toHaveValue('The tap still drips after the repair.');

    await userEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(sentBodies(api, 'POST', `/api/portal/requests/${REQUEST_ID}/comments`)).toEqual([
      { text: 'The tap still drips after the repair.' },
      { text: 'The tap still drips after the repair.' },
    ]);
  });
});

describe('signing in from a mailed link', () => {
  setUpEachTest();

  it('on a used or expired link, says why and mails a new one to the same address with one button', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/portal/me', ...apiProblem(401, 'Authentication required') },
      { method: 'POST', path: '/api/portal/sign-in', ...apiProblem(410, 'This sign-in link has expired.') },
      {
        method: 'POST',
        path: '/api/portal/sign-in-link/renew',
        status: 202,
        body: { success: true, message: 'We have e-mailed you a new sign-in link.' },
      },
    ]);
    renderAt('/portal/sign-in?token=old-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link has expired.');
    expect(window.location.pathname).toBe('/portal/sign-in');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have e-mailed you a new sign-in link.');
    expect(sentBodies(api, 'POST', '/api/portal/sign-in-link/renew')).toEqual([{ token: 'old-token' }]);
  });

  it('on a link without its token, asks for the e-mail address instead', async () => {
    stubApi([{ method: 'GET', path: '/api/portal/me', ...apiProblem(401, 'Authentication required') }]);
    renderAt('/portal/sign-in');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is incomplete. Ask for a new one below.');
    expect(within(document.body).getByRole('textbox', { name: 'Your e-mail address' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).not.toBeInTheDocument();
  });
});
