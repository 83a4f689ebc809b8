import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deposit, StaffMaintenanceSummary } from '@app/contracts';
import { renderWithProviders, requestedUrls, sentBodies, setUpEachTest, stubApi } from '@app/web/testing';
import { DepositCard } from './deposit-card';

const tenancyId = '0b6f3c1e-4d2a-4c8b-9e7f-1a2b3c4d5e6f';
const depositUrl = `/api/admin/rent/tenancies/${tenancyId}/deposit`;
const deposit: Deposit = {
  tenancyId,
  unit: '12 Marine Parade Road #08-12',
  tenantName: 'Siti Rahmah',
  amountCents: 300_000,
  holder: 'company',
  receivedOn: '2026-01-01',
  handbackOn: '2026-12-31',
  refundDeadlineOn: '2027-01-14',
  deductions: [],
  deductedCents: 0,
  refundCents: 300_000,
  refundedOn: null,
  carryOvers: [],
};
const repair: StaffMaintenanceSummary = {
  id: '9c8b7a6f-5e4d-4c3b-8a29-180716253443',
  reference: 'MR-1042',
  unit: deposit.unit,
  tenantName: deposit.tenantName,
  category: 'plumbing',
  urgency: 'routine',
  status: 'done',
  assignee: null,
  responseClock: null,
  tenantFollowUpAt: null,
  createdAt: '2026-03-03T02:00:00.000Z',
};
const repairsPage = (items: StaffMaintenanceSummary[]) => ({ items, total: items.length, totalIsCapped: false, pageSize: 100, next: null, previous: null });

describe('the deposit card', () => {
  setUpEachTest({ staff: 'admin' });

  it('lists a deduction against one of the tenancy’s repair requests, asked for by tenancy', async () => {
    const api = stubApi([
      { method: 'GET', path: depositUrl, body: { deposit } },
      { method: 'GET', path: `/api/admin/tenancies/${tenancyId}/condition-reports`, body: { items: [] } },
      { method: 'GET', path: '/api/admin/maintenance', body: repairsPage([repair]) },
      { method: 'POST', path: `${depositUrl}/deductions`, status: 201, body: deposit },
    ]);
    renderWithProviders('/', <DepositCard tenancyId={tenancyId} />);
    const repairs = await screen.findByRole('combobox', { name: 'Repair request' });
    expect(screen.queryByRole('combobox', { name: 'Move-out item' })).not.toBeInTheDocument();
    const maintenanceQuery = requestedUrls(api, '/api/admin/maintenance')[0];
    expect(maintenanceQuery?.searchParams.get('tenancyId')).toBe(tenancyId);
    const add = screen.getByRole('button', { name: 'Add the deduction' });
    expect(add).toBeDisabled();
    await userEvent.selectOptions(repairs, 'MR-1042: Plumbing, Done, 3 Mar 2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'What for' }), 'Tap replaced after misuse');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (S$)' }), '120');
    await userEvent.click(add);
    await waitFor(() =>
      expect(sentBodies(api, 'POST', `${depositUrl}/deductions`)).toEqual([
        { amountCents: 12_000, reason: 'Tap replaced after misuse', conditionItemId: null, maintenanceRequestId: repair.id },
      ]),
    );
  });

  it('says the repair requests are loading, and when their read fails says so with Try Again rather than that there are none', async () => {
    stubApi([
      { method: 'GET', path: depositUrl, body: { deposit } },
      { method: 'GET', path: `/api/admin/tenancies/${tenancyId}/condition-reports`, body: { items: [] } },
      { method: 'GET', path: '/api/admin/maintenance', status: 500, body: { message: 'Internal server error' }, once: true },
      { method: 'GET', path: '/api/admin/maintenance', body: repairsPage([repair]) },
    ]);
    renderWithProviders('/', <DepositCard tenancyId={tenancyId} />);
    expect(await screen.findByText('Loading the move-out report and repair requests')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: /^Error loading the repair requests: / })).toBeInTheDocument();
    expect(screen.queryByText(/start the move-out report first/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('combobox', { name: 'Repair request' })).toBeInTheDocument();
  });

  it('asks for the move-out report first when the tenancy has neither it nor a repair request', async () => {
    stubApi([
      { method: 'GET', path: depositUrl, body: { deposit } },
      { method: 'GET', path: `/api/admin/tenancies/${tenancyId}/condition-reports`, body: { items: [] } },
      { method: 'GET', path: '/api/admin/maintenance', body: repairsPage([]) },
    ]);
    renderWithProviders('/', <DepositCard tenancyId={tenancyId} />);
    expect(await screen.findByText(/start the move-out report first/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a deduction' })).not.toBeInTheDocument();
  });
});
