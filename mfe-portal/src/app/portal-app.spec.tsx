import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerStatement, PortalAccount, TenantMaintenanceRequest } from '@app/contracts';
import { busyOnce, sentBodies, setUpEachTest, stubApi } from '@app/web/testing';
import { renderPortalAt, TENANCY_ID, tenantAccount } from '../testing/render-portal';

const REQUEST_ID = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const account = tenantAccount;
const filed: TenantMaintenanceRequest = {
  id: REQUEST_ID,
  reference: 'MR-1001',
  tenancyId: TENANCY_ID,
  unit: account.tenancies[0]!.unit,
  category: 'plumbing',
  urgency: 'emergency',
  description: 'Water is pouring through the kitchen ceiling.',
  status: 'new',
  appointmentAt: null,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
  photos: [],
  timeline: [{ id: 'e1', kind: 'created', at: '2026-11-27T02:00:00.000Z', by: 'Tan Mei Ling', byTenant: true, text: null }],
};

const renderAt = renderPortalAt;

describe('the tenant portal', () => {
  setUpEachTest();

  it('asks a visitor who is not signed in for their e-mail, and answers alike whoever they are', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/portal/me', status: 401, body: { statusCode: 401, error: 'Authentication required', message: 'Authentication required' } },
      {
        method: 'POST',
        path: '/api/portal/sign-in-link',
        status: 202,
        body: { success: true, message: 'If a tenancy of ours uses this address, we have e-mailed it a sign-in link.' },
      },
    ]);
    renderAt('/portal');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your e-mail address' }), 'meiling@example.sg');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Harbourline Property Management, back to the website' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('img', { name: 'Harbourline logo' })).toHaveAttribute('src', '/images/brand-mark.svg');
    expect(within(header).getByRole('link', { name: '+65 6123 4567' })).toHaveAttribute('href', 'tel:+6561234567');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If a tenancy of ours uses this address');
    expect(sentBodies(api, 'POST', '/api/portal/sign-in-link')).toEqual([{ email: 'meiling@example.sg' }]);
  });

  it('shows the 24/7 line as soon as emergency is chosen, before anything is sent, then files the request', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/portal/me', body: account },
      { method: 'POST', path: '/api/portal/requests', status: 201, body: filed },
      { method: 'GET', path: `/api/portal/requests/${REQUEST_ID}`, body: filed },
      { method: 'GET', path: '/api/portal/requests', body: { items: [filed], total: 1, page: 1, pageSize: 10 } },
    ]);
    renderAt('/portal/new');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'What needs fixing?' }), 'plumbing');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Emergency/ }));
    const line = screen.getByRole('alert');
    expect(line).toHaveTextContent('call our 24/7 line now');
    expect(within(line).getByRole('link', { name: '+65 6123 4567' })).toHaveAttribute('href', 'tel:+6561234567');
    expect(sentBodies(api, 'POST', '/api/portal/requests')).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Describe the problem' }), filed.description);
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/portal/requests')).toEqual([
        { tenancyId: TENANCY_ID, category: 'plumbing', urgency: 'emergency', description: filed.description },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'MR-1001 · Plumbing' })).toBeInTheDocument();
    expect(screen.getByText(/New: We have your request/)).toBeInTheDocument();
  });

  it('says so when the request cannot be loaded, with a way to try again', async () => {
    stubApi([
      { method: 'GET', path: '/api/portal/me', body: account },
      {
        method: 'GET',
        path: `/api/portal/requests/${REQUEST_ID}`,
        status: 404,
        body: { statusCode: 404, error: 'Request not found', message: 'Request not found' },
      },
    ]);
    renderAt(`/portal/requests/${REQUEST_ID}`);
    expect(await screen.findByRole('heading', { name: /Error loading the request: Request not found/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('the owner view of the portal', () => {
  setUpEachTest();
  const owner: PortalAccount = { role: 'owner', name: 'Lim Wei Jie', email: 'owner@example.sg', tenancies: [], emergencyPhone: '+65 6123 4567' };
  const statement: OwnerStatement = {
    id: null,
    month: '2026-11',
    ownerName: 'Lim Wei Jie',
    generatedAt: null,
    final: false,
    units: [
      {
        unit: '12 Marine Parade Road #08-12',
        managementFeePercent: 8.5,
        rent: [{ leaseStart: '2026-01-01', leaseEnd: '2027-12-31', monthlyRent: 3100, days: 30, rentDue: 3100 }],
        repairs: [{ reference: 'MR-1001', category: 'plumbing', doneOn: '2026-11-27', cost: 180.5 }],
        rentDue: 3100,
        repairCosts: 180.5,
        managementFee: 263.5,
        net: 2656,
      },
    ],
    totals: { rentDue: 3100, repairCosts: 180.5, managementFee: 263.5, net: 2656 },
  };

  const series = [
    { month: '2026-10', rentDueCents: 310000, rentReceivedCents: 310000, netCents: 283650 },
    { month: '2026-11', rentDueCents: 310000, rentReceivedCents: 155000, netCents: 141825 },
  ];

  it('opens an owner’s home with the chart of rent due, received and net, then their units, repairs and statements', async () => {
    stubApi([
      { method: 'GET', path: '/api/portal/me', body: owner },
      {
        method: 'GET',
        path: '/api/portal/owner/units',
        body: {
          units: [
            {
              id: 'u1',
              unit: '12 Marine Parade Road #08-12',
              managementFeePercent: 8.5,
              tenancies: [{ id: TENANCY_ID, leaseStart: '2026-01-01', leaseEnd: '2027-12-31', monthlyRent: 3100, status: 'active' }],
            },
          ],
        },
      },
      { method: 'GET', path: '/api/portal/owner/statements', body: { items: [], total: 0, page: 1, pageSize: 12 } },
      {
        method: 'GET',
        path: '/api/portal/owner/rent-series',
        body: {
          months: ['2026-10', '2026-11'],
          units: [{ unitId: 'u1', unit: '12 Marine Parade Road #08-12', points: series }],
          total: series,
        },
      },
      {
        method: 'GET',
        path: '/api/portal/owner/requests',
        body: {
          items: [
            {
              id: REQUEST_ID,
              reference: 'MR-1001',
              unit: '12 Marine Parade Road #08-12',
              category: 'plumbing',
              urgency: 'urgent',
              status: 'in_progress',
              createdAt: '2026-11-27T02:00:00.000Z',
              cost: 180.5,
              doneAt: null,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      },
    ]);
    renderAt('/portal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your units' })).toBeInTheDocument();
    const figures = await screen.findByRole('table', { name: '12 Marine Parade Road #08-12' });
    expect(figures).toHaveTextContent('November 2026S$3,100.00S$1,550.00S$1,418.25');
    expect(screen.getByRole('img', { name: /Bar chart .* for 12 Marine Parade Road #08-12/ })).toHaveAttribute('src', '/api/portal/owner/rent-charts/all');
    expect(await screen.findByText(/Active: 1 Jan 2026 to 31 Dec 2027, S\$3,100.00 a month/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /MR-1001 · Plumbing.*cost S\$180.50/ })).toBeInTheDocument();
    expect(screen.getByText('Your first statement comes on the 1st of next month.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report a repair' })).not.toBeInTheDocument();
  });

  it('says when an owner has no units, statements or repairs yet, and why the repairs failed, loading them again on Try Again', async () => {
    const noRequests = { items: [], total: 0, page: 1, pageSize: 10 };
    stubApi([
      { method: 'GET', path: '/api/portal/me', body: owner },
      { method: 'GET', path: '/api/portal/owner/units', body: { units: [] } },
      { method: 'GET', path: '/api/portal/owner/statements', body: { items: [], total: 0, page: 1, pageSize: 12 } },
      { method: 'GET', path: '/api/portal/owner/rent-series', body: { months: [], units: [], total: [] } },
      busyOnce({ method: 'GET', path: '/api/portal/owner/requests' }),
      { method: 'GET', path: '/api/portal/owner/requests', body: noRequests },
    ]);
    renderAt('/portal');
    expect(await screen.findByRole('heading', { level: 2, name: 'No units yet' })).toBeInTheDocument();
    expect(screen.getByText('Once we link your units to your account, they show here.')).toBeInTheDocument();
    expect(await screen.findByText('Your first statement comes on the 1st of next month.')).toBeInTheDocument();
    expect(await screen.findByText(/Error loading the repairs: The service is busy/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No repairs under way.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Closed' }));
    expect(await screen.findByText('No finished repairs yet.')).toBeInTheDocument();
  });

  it('prints the month so far as a statement with the repair’s cost and the net amount', async () => {
    stubApi([
      { method: 'GET', path: '/api/portal/me', body: owner },
      { method: 'GET', path: '/api/portal/owner/statements/current', body: statement },
    ]);
    renderAt('/portal/statements/current');
    const document = await screen.findByRole('article', { name: 'Statement for November 2026' });
    expect(document).toHaveTextContent('Repair MR-1001, Plumbing, done 27 Nov 2026');
    expect(document).toHaveTextContent('−S$180.50');
    expect(document).toHaveTextContent('Net amountS$2,656.00');
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
  });

  it('shows the month so far on rent received: received, arrears, fee, GST, net, and the tenant behind in words', async () => {
    const unit = statement.units[0]!;
    const onReceived: OwnerStatement = {
      ...statement,
      rule: 'rent_received',
      gstRegistration: 'M90312345A',
      units: [
        {
          ...unit,
          feeBasis: 'received',
          rentReceived: 1550,
          arrearsCarriedForward: 1550,
          managementFee: 131.75,
          gst: 11.86,
          net: 1225.89,
          behind: true,
          behindNote: 'The tenant is behind with the rent: S$1,550.00 is unpaid.',
        },
      ],
      totals: { rentDue: 3100, rentReceived: 1550, arrearsCarriedForward: 1550, repairCosts: 180.5, managementFee: 131.75, gst: 11.86, net: 1225.89 },
    };
    stubApi([
      { method: 'GET', path: '/api/portal/me', body: owner },
      { method: 'GET', path: '/api/portal/owner/statements/current', body: onReceived },
    ]);
    renderAt('/portal/statements/current');
    const document = await screen.findByRole('article', { name: 'Statement for November 2026' });
    expect(within(document).getByRole('note')).toHaveTextContent('The tenant is behind with the rent: S$1,550.00 is unpaid.');
    expect(within(document).getByRole('table', { name: /8.5% of the rent received/ })).toHaveTextContent(
      'Rent receivedS$1,550.00Arrears carried forward (unpaid at the month’s end)S$1,550.00',
    );
    expect(within(document).getByRole('region', { name: 'Totals' })).toHaveTextContent(
      'Rent dueS$3,100.00Rent receivedS$1,550.00Arrears carried forwardS$1,550.00Repair costsS$180.50Management feeS$131.75GST on the feeS$11.86Net amountS$1,225.89GST registration number M90312345A',
    );
  });
});
