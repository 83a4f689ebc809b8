import { act, screen, waitFor } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { StaffMaintenanceRequest, Tenancy, TenancyPage } from '@app/contracts';
import { staleSaveMessage } from '@app/ui';
import { useSessionStore } from '@app/web';
import { apiProblem, busyOnce, makeUser, renderWithProviders, requestedUrls, retryAfterBusy, sentBodies, setUpEachTest, stubApi } from '@app/web/testing';
import TenanciesApp from './tenancies-app';

const TENANCY_ID = '0f1e2d3c-4b5a-4968-8776-655443322110';
const REQUEST_ID = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const STAFF_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const tenancy: Tenancy = {
  id: TENANCY_ID,
  listing: null,
  address: '12 Marine Parade Road #08-12',
  unit: '12 Marine Parade Road #08-12',
  tenantName: 'Tan Mei Ling',
  tenantEmail: 'meiling@example.sg',
  tenantPhone: '+65 9123 4567',
  leaseStart: '2026-01-01',
  leaseEnd: '2027-12-31',
  monthlyRent: 3200,
  status: 'active',
  endedAt: null,
  invitedAt: null,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  propertyKind: null,
  letting: 'whole_unit',
  hdbRooms: null,
  floorAreaSqm: null,
  tenantResidency: null,
  occupants: null,
  marketMonthlyRent: null,
  monthlyCharges: 0,
  laterYearRents: [],
  signedOn: null,
  signedAbroad: false,
  receivedInSingaporeOn: null,
  stampCertificateRef: null,
  stampedOn: null,
  diplomaticClauseFrom: null,
  diplomaticNoticeMonths: null,
  previousTenancyId: null,
  stamping: { duty: 307, basis: 'total_rent', deadline: null, latePenalty: 0 },
};
const page = (items: Tenancy[]): TenancyPage => ({ items, total: items.length, page: 1, pageSize: 25 });
const request: StaffMaintenanceRequest = {
  id: REQUEST_ID,
  reference: 'MR-1001',
  unit: tenancy.unit,
  tenantName: tenancy.tenantName,
  category: 'plumbing',
  urgency: 'emergency',
  status: 'new',
  assignee: null,
  tenantFollowUpAt: null,
  responseClock: { dueAt: '2026-11-27T03:00:00.000Z', overdue: true },
  createdAt: '2026-11-27T02:00:00.000Z',
  tenancyId: TENANCY_ID,
  tenantEmail: tenancy.tenantEmail,
  tenantPhone: tenancy.tenantPhone,
  description: 'Water is pouring through the kitchen ceiling.',
  contractorName: null,
  contractorPhone: null,
  appointmentAt: null,
  cost: null,
  updatedAt: '2026-11-27T02:00:00.000Z',
  photos: [],
  timeline: [{ id: 'e1', kind: 'note', at: '2026-11-27T02:05:00.000Z', by: 'Sarah Lim', byTenant: false, text: 'Landlord pays above S$150' }],
};

describe('the tenancies remote', () => {
  setUpEachTest({ staff: 'content_manager' });

  it('lets a content manager read a tenancy and invite its tenant, but not create, change or end it (decision 016)', async () => {
    stubApi([
      { method: 'GET', path: '/api/admin/tenancies', body: page([tenancy]) },
      { method: 'GET', path: `/api/admin/tenancies/${TENANCY_ID}`, body: tenancy },
      { method: 'GET', path: '/api/admin/properties', body: [] },
    ]);
    renderWithProviders(`/${TENANCY_ID}`, <TenanciesApp />);
    expect(await screen.findByText('Only admins and super admins change tenancies, owners and their fees.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Tenant’s name/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'End tenancy' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a sign-in link' })).toBeEnabled();
  });

  it('lists tenancies and sends the search to the API', async () => {
    const api = stubApi([{ method: 'GET', path: '/api/admin/tenancies', body: page([tenancy]) }]);
    renderWithProviders('/', <TenanciesApp />);
    expect(await screen.findByRole('link', { name: 'Tan Mei Ling' })).toHaveAttribute('href', `/admin/tenancies/${TENANCY_ID}`);
    expect(screen.getByRole('cell', { name: /3,200\.00/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New tenancy' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Marine');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.mock.calls.some(([url]) => String(url).includes('q=Marine'))).toBe(true));
  });

  it('creates a tenancy and invites its tenant by default', async () => {
    useSessionStore.getState().setUser(makeUser({ role: 'admin' }));
    const api = stubApi([
      { method: 'GET', path: '/api/admin/properties', body: { items: [], total: 0, page: 1, pageSize: 100 } },
      { method: 'POST', path: '/api/admin/tenancies', status: 201, body: tenancy },
      { method: 'GET', path: `/api/admin/tenancies/${TENANCY_ID}`, body: tenancy },
    ]);
    renderWithProviders('/new', <TenanciesApp />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Address' }), tenancy.address ?? '');
    await userEvent.type(screen.getByRole('textbox', { name: /Tenant’s name/ }), tenancy.tenantName);
    await userEvent.type(screen.getByRole('textbox', { name: /Tenant’s e-mail/ }), tenancy.tenantEmail);
    await userEvent.type(screen.getByRole('textbox', { name: /Tenant’s phone/ }), '9123 4567');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Monthly rent/ }), '3200');
    await userEvent.type(screen.getByLabelText(/Lease starts/), '2026-01-01');
    await userEvent.type(screen.getByLabelText(/Lease ends/), '2027-12-31');
    expect(screen.getByLabelText('Stamp duty')).toHaveTextContent('Stamp duty: S$307.00');
    await userEvent.click(screen.getByRole('button', { name: 'Create tenancy' }));
    await waitFor(() => expect(sentBodies(api, 'POST', '/api/admin/tenancies')).toHaveLength(1));
    expect(sentBodies(api, 'POST', '/api/admin/tenancies')[0]).toMatchObject({ address: tenancy.address, monthlyRent: 3200, invite: true, listingId: null });
  }, 40_000);

  it('works out a staggered rent’s stamp duty live, and names the HDB minimum lease before saving', async () => {
    useSessionStore.getState().setUser(makeUser({ role: 'admin' }));
    stubApi([{ method: 'GET', path: '/api/admin/properties', body: { items: [], total: 0, page: 1, pageSize: 100 } }]);
    renderWithProviders('/new', <TenanciesApp />);
    await userEvent.type(await screen.findByRole('spinbutton', { name: /Monthly rent/ }), '2500');
    await userEvent.type(screen.getByLabelText(/Lease starts/), '2027-01-01');
    await userEvent.type(screen.getByLabelText(/Lease ends/), '2029-12-31');
    await userEvent.type(screen.getByRole('spinbutton', { name: /lease year 2/ }), '3000');
    await userEvent.type(screen.getByRole('spinbutton', { name: /lease year 3/ }), '3500');
    expect(screen.getByLabelText('Stamp duty')).toHaveTextContent('Stamp duty: S$432.00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Property type' }), 'hdb');
    await userEvent.clear(screen.getByLabelText(/Lease ends/));
    await userEvent.type(screen.getByLabelText(/Lease ends/), '2027-06-29');
    expect(screen.getByLabelText('Lease rules')).toHaveTextContent('HDB minimum lease');
  }, 40_000);

  it('shows a request with its overdue clock and staff-only note, and saves the handling', async () => {
    const api = stubApi([
      { method: 'GET', path: `/api/admin/maintenance/${REQUEST_ID}`, body: request },
      { method: 'GET', path: '/api/admin/maintenance/staff', body: [{ id: STAFF_ID, name: 'Sarah Lim' }] },
      {
        method: 'POST',
        path: `/api/admin/maintenance/${REQUEST_ID}/update`,
        body: { ...request, status: 'assigned', assignee: { id: STAFF_ID, name: 'Sarah Lim' }, tenantFollowUpAt: null, responseClock: null },
      },
    ]);
    renderWithProviders(`/maintenance/${REQUEST_ID}`, <TenanciesApp />);
    expect(await screen.findByText(/Overdue since/)).toBeInTheDocument();
    expect(screen.getByText('Landlord pays above S$150')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'assigned');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Assigned to' }), STAFF_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sentBodies(api, 'POST', `/api/admin/maintenance/${REQUEST_ID}/update`)).toHaveLength(1));
    expect(sentBodies(api, 'POST', `/api/admin/maintenance/${REQUEST_ID}/update`)[0]).toMatchObject({ status: 'assigned', assigneeId: STAFF_ID, cost: null });
  });
});

describe('the tenancies pages', () => {
  setUpEachTest({ staff: 'admin' });

  it('says there is no tenancy yet and points to New tenancy, then that none matches the status chosen', async () => {
    const api = stubApi([{ method: 'GET', path: '/api/admin/tenancies', body: page([]) }]);
    renderWithProviders('/', <TenanciesApp />);
    expect(await screen.findByRole('heading', { level: 2, name: 'No tenancies yet' })).toBeInTheDocument();
    expect(screen.getByText('Add the first tenancy with New tenancy.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New tenancy' })).toHaveAttribute('href', '/admin/tenancies/new');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ended');
    expect(await screen.findByRole('heading', { level: 2, name: 'No tenancies match these filters' })).toBeInTheDocument();
    expect(requestedUrls(api, '/api/admin/tenancies').at(-1)?.searchParams.get('status')).toBe('ended');
  });

  it('says why the list failed and loads it again on Try Again', async () => {
    stubApi([busyOnce({ method: 'GET', path: '/api/admin/tenancies' }), { method: 'GET', path: '/api/admin/tenancies', body: page([tenancy]) }]);
    renderWithProviders('/', <TenanciesApp />);
    await retryAfterBusy('tenancies');
    expect(await screen.findByRole('link', { name: 'Tan Mei Ling' })).toHaveAttribute('href', `/admin/tenancies/${TENANCY_ID}`);
  });

  it('says when a tenancy cannot be loaded, with the way back', async () => {
    stubApi([{ method: 'GET', path: `/api/admin/tenancies/${TENANCY_ID}`, ...apiProblem(404, 'Tenancy not found') }]);
    renderWithProviders(`/${TENANCY_ID}`, <TenanciesApp />);
    expect(await screen.findByRole('heading', { name: /Error loading the tenancy: Tenancy not found/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tenancies' })).toHaveAttribute('href', '/admin/tenancies');
  });

  it("shows the API's messages beside the fields they name, and says plainly what no field explains", async () => {
    const leaseOrder = 'The lease must end after it starts';
    stubApi([
      { method: 'GET', path: '/api/admin/properties', body: { items: [], total: 0, page: 1, pageSize: 100 } },
      { method: 'GET', path: `/api/admin/tenancies/${TENANCY_ID}`, body: tenancy },
      {
        method: 'PUT',
        path: `/api/admin/tenancies/${TENANCY_ID}`,
        once: true,
        ...apiProblem(400, leaseOrder, { issues: [{ path: 'leaseEnd', message: leaseOrder }] }),
      },
      { method: 'PUT', path: `/api/admin/tenancies/${TENANCY_ID}`, ...apiProblem(409, 'This e-mail belongs to a staff account: use the tenant’s own address') },
    ]);
    renderWithProviders(`/${TENANCY_ID}`, <TenanciesApp />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText(/Lease ends/)).toHaveAccessibleDescription(expect.stringContaining(leaseOrder)));
    expect(screen.queryByText(/Could not save the tenancy/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the tenancy: This e-mail belongs to a staff account: use the tenant’s own address',
    );
    expect(screen.queryByText(staleSaveMessage('the tenancy'))).not.toBeInTheDocument();
  }, 20_000);

  it('sends the version it loaded and, when someone saved the tenancy meanwhile, says so', async () => {
    const stale = 'Someone else saved this tenancy after you opened it: reload to see their changes';
    const api = stubApi([
      { method: 'GET', path: '/api/admin/properties', body: { items: [], total: 0, page: 1, pageSize: 100 } },
      { method: 'GET', path: `/api/admin/tenancies/${TENANCY_ID}`, body: { ...tenancy, version: 4 } },
      { method: 'PUT', path: `/api/admin/tenancies/${TENANCY_ID}`, ...apiProblem(409, stale, { stale: true }) },
    ]);
    renderWithProviders(`/${TENANCY_ID}`, <TenanciesApp />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(staleSaveMessage('the tenancy'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(sentBodies(api, 'PUT', `/api/admin/tenancies/${TENANCY_ID}`)[0]).toMatchObject({ tenantName: tenancy.tenantName, version: 4 });
  }, 20_000);

  it('keeps the version its values were read at through a background refetch, and moves it on by its own saves', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/admin/properties', body: { items: [], total: 0, page: 1, pageSize: 100 } },
      { method: 'GET', path: `/api/admin/tenancies/${TENANCY_ID}`, once: true, body: { ...tenancy, version: 4 } },
      { method: 'GET', path: `/api/admin/tenancies/${TENANCY_ID}`, body: { ...tenancy, tenantName: 'Saved by someone else', version: 5 } },
      { method: 'PUT', path: `/api/admin/tenancies/${TENANCY_ID}`, once: true, body: { ...tenancy, version: 5 } },
      { method: 'PUT', path: `/api/admin/tenancies/${TENANCY_ID}`, body: { ...tenancy, version: 6 } },
    ]);
    renderWithProviders(`/${TENANCY_ID}`, <TenanciesApp />);
    const save = await screen.findByRole('button', { name: 'Save changes' });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    const reads = () =>
      api.mock.calls.filter(
        ([input, init]) => (init?.method ?? 'GET') === 'GET' && new URL(input, 'http://localhost').pathname === `/api/admin/tenancies/${TENANCY_ID}`,
      );
    await waitFor(() => expect(reads()).toHaveLength(2));
    await userEvent.click(save);
    await waitFor(() => expect(sentBodies(api, 'PUT', `/api/admin/tenancies/${TENANCY_ID}`)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sentBodies(api, 'PUT', `/api/admin/tenancies/${TENANCY_ID}`)).toHaveLength(2));
    expect(sentBodies(api, 'PUT', `/api/admin/tenancies/${TENANCY_ID}`)).toMatchObject([
      { tenantName: tenancy.tenantName, version: 4 },
      { tenantName: tenancy.tenantName, version: 5 },
    ]);
    focusManager.setFocused(undefined);
  }, 20_000);
});
