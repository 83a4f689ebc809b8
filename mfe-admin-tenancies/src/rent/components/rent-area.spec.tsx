import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerPage, Payment, PendingPayment, RentBalance, TenancyRentSettings } from '@app/contracts';
import { useSessionStore } from '@app/web';
import { makePayment, makeUser, renderWithProviders, sentBodies, setUpEachTest, stubApi, type StubRoute } from '@app/web/testing';
import TenanciesApp from '../../app/tenancies-app';

const TENANCY_ID = '0f1e2d3c-4b5a-4968-8776-655443322110';
const PAYMENT_ID = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const balance: RentBalance = {
  tenancyId: TENANCY_ID,
  unit: '12 Marine Parade Road #08-12',
  tenantName: 'Tan Mei Ling',
  balanceCents: 320000,
  openCents: 320000,
  overdueCents: 160000,
  creditCents: 0,
  pendingCents: 320000,
  oldestOpenDueOn: '2026-10-01',
};
const claim: Payment = makePayment({
  id: PAYMENT_ID,
  tenancyId: TENANCY_ID,
  screenshot: {
    id: 'p1',
    status: 'ready',
    thumbnailUrl: '/api/admin/rent/screenshots/p1/thumb.webp',
    url: '/api/admin/rent/screenshots/p1/large.webp',
    addedAt: '2026-11-03T02:00:00.000Z',
  },
});
const pending: PendingPayment = { ...claim, unit: balance.unit, tenantName: balance.tenantName, chargeReference: 'HL0000A202611' };
const settings: TenancyRentSettings = {
  tenancyId: TENANCY_ID,
  dueDay: null,
  lateInterest: null,
  effectiveDueDay: 1,
  code: '0000A',
  payee: { kind: 'company', proxyType: 'uen', proxyValue: '201912345A', name: 'HARBOURLINE PTE LTD' },
};
const emptyLedger: LedgerPage = { items: [], total: 0, page: 1, pageSize: 20 };
const accountRoutes = (ledger: LedgerPage = emptyLedger): StubRoute[] => [
  { method: 'GET', path: `/api/admin/rent/tenancies/${TENANCY_ID}/balance`, body: balance },
  { method: 'GET', path: `/api/admin/rent/tenancies/${TENANCY_ID}/ledger`, body: ledger },
  { method: 'GET', path: `/api/admin/rent/tenancies/${TENANCY_ID}/settings`, body: settings },
];
const paymentResult = {
  payment: { ...claim, status: 'confirmed', recordedBy: 'staff' },
  allocations: [],
  credit: null,
  balance: { ...balance, balanceCents: 0 },
};

describe('the Rent area', () => {
  setUpEachTest({ staff: 'admin' });

  it('is neither a tab nor a page for a content manager', async () => {
    useSessionStore.getState().setUser(makeUser({ role: 'content_manager' }));
    stubApi([]);
    renderWithProviders('/rent', <TenanciesApp />);
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Tenancies' })).queryByRole('link', { name: 'Rent' })).not.toBeInTheDocument();
  });

  it('shows admins the queue of "I’ve paid" notes with the screenshot, and confirms one', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/admin/rent/pending-payments', body: { items: [pending], total: 1, page: 1, pageSize: 25 } },
      { method: 'GET', path: '/api/admin/rent/accounts', body: { items: [], total: 0, page: 1, pageSize: 25 } },
      { method: 'POST', path: `/api/admin/rent/payments/${PAYMENT_ID}/confirm`, body: paymentResult },
    ]);
    renderWithProviders('/rent', <TenanciesApp />);
    const item = await screen.findByRole('listitem', { name: 'S$3,200.00 from Tan Mei Ling' });
    expect(within(item).getByText(/Paid 3 Nov 2026 by PayNow, reference HL0000A202611/)).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Payment screenshot' })).toHaveAttribute('src', '/api/admin/rent/screenshots/p1/thumb.webp');
    expect(within(screen.getByRole('navigation', { name: 'Tenancies' })).getByRole('link', { name: 'Rent' })).toHaveAttribute('href', '/admin/tenancies/rent');
    expect(screen.getByRole('heading', { name: 'No tenancies yet' })).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sentBodies(api, 'POST', `/api/admin/rent/payments/${PAYMENT_ID}/confirm`)).toHaveLength(1));
  });

  it('asks why before rejecting', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/admin/rent/pending-payments', body: { items: [pending], total: 1, page: 1, pageSize: 25 } },
      { method: 'GET', path: '/api/admin/rent/accounts', body: { items: [], total: 0, page: 1, pageSize: 25 } },
      { method: 'POST', path: `/api/admin/rent/payments/${PAYMENT_ID}/reject`, body: { ...claim, status: 'rejected', rejectionReason: 'Not in the bank' } },
    ]);
    renderWithProviders('/rent', <TenanciesApp />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject payment' }));
    expect(screen.getByText('Say why, in a few words')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Not in the bank');
    await userEvent.click(screen.getByRole('button', { name: 'Reject payment' }));
    await waitFor(() => expect(sentBodies(api, 'POST', `/api/admin/rent/payments/${PAYMENT_ID}/reject`)).toEqual([{ reason: 'Not in the bank' }]));
  });

  it('says what is wrong with a payment before sending it, then records it in cents', async () => {
    const api = stubApi([...accountRoutes(), { method: 'POST', path: `/api/admin/rent/tenancies/${TENANCY_ID}/payments`, status: 201, body: paymentResult }]);
    renderWithProviders(`/rent/${TENANCY_ID}`, <TenanciesApp />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rent: Tan Mei Ling' })).toBeInTheDocument();
    expect(screen.getByText('Overdue').nextSibling).toHaveTextContent('S$1,600.00 (oldest due 1 Oct 2026)');
    const form = screen.getByRole('form', { name: 'Record a payment' });

    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '3200.123');
    await userEvent.clear(within(form).getByLabelText(/Paid on/));
    await userEvent.type(within(form).getByLabelText(/Paid on/), '2099-12-31');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(within(form).getByText('Write an amount in Singapore dollars, more than S$0')).toBeInTheDocument();
    expect(within(form).getByText('A payment cannot be dated in the future')).toBeInTheDocument();
    expect(within(form).getByText('Choose how it was paid')).toBeInTheDocument();
    expect(sentBodies(api, 'POST', `/api/admin/rent/tenancies/${TENANCY_ID}/payments`)).toEqual([]);

    await userEvent.clear(within(form).getByRole('textbox', { name: /Amount/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '3,200.50');
    await userEvent.clear(within(form).getByLabelText(/Paid on/));
    await userEvent.type(within(form).getByLabelText(/Paid on/), '2026-11-03');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Method/ }), 'GIRO');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', `/api/admin/rent/tenancies/${TENANCY_ID}/payments`)).toEqual([
        { amountCents: 320050, paidOn: '2026-11-03', method: 'giro', reference: '' },
      ]),
    );
  }, 20_000);

  it('adds a one-off charge and a credit, each with its reason', async () => {
    const api = stubApi([
      ...accountRoutes(),
      {
        method: 'POST',
        path: `/api/admin/rent/tenancies/${TENANCY_ID}/charges`,
        status: 201,
        body: {
          id: 'c2',
          kind: 'one_off',
          reference: 'HL0000AX1',
          period: null,
          description: 'Water bill',
          dueOn: '2026-11-20',
          amountCents: 4550,
          openCents: 4550,
          createdAt: 'x',
        },
      },
      {
        method: 'POST',
        path: `/api/admin/rent/tenancies/${TENANCY_ID}/credits`,
        status: 201,
        body: { id: 'k1', amountCents: 2000, unappliedCents: 0, source: 'manual', reason: 'Goodwill', createdAt: 'x' },
      },
    ]);
    renderWithProviders(`/rent/${TENANCY_ID}`, <TenanciesApp />);
    const charge = await screen.findByRole('form', { name: 'Add a one-off charge' });
    await userEvent.type(within(charge).getByRole('textbox', { name: /Amount/ }), '45.50');
    await userEvent.clear(within(charge).getByLabelText(/Due on/));
    await userEvent.type(within(charge).getByLabelText(/Due on/), '2026-11-20');
    await userEvent.type(within(charge).getByRole('textbox', { name: /What it is for/ }), 'Water bill');
    await userEvent.click(within(charge).getByRole('button', { name: 'Add charge' }));
    expect(within(charge).getByText('Say why, in a few words')).toBeInTheDocument();
    await userEvent.type(within(charge).getByRole('textbox', { name: /Reason/ }), 'PUB bill for October');
    await userEvent.click(within(charge).getByRole('button', { name: 'Add charge' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', `/api/admin/rent/tenancies/${TENANCY_ID}/charges`)).toEqual([
        { amountCents: 4550, dueOn: '2026-11-20', description: 'Water bill', reason: 'PUB bill for October' },
      ]),
    );

    const credit = screen.getByRole('form', { name: 'Add a credit' });
    await userEvent.type(within(credit).getByRole('textbox', { name: /Amount/ }), '20');
    await userEvent.type(within(credit).getByRole('textbox', { name: /Reason/ }), 'Goodwill');
    await userEvent.click(within(credit).getByRole('button', { name: 'Add credit' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', `/api/admin/rent/tenancies/${TENANCY_ID}/credits`)).toEqual([{ amountCents: 2000, reason: 'Goodwill' }]),
    );
  }, 20_000);

  it('says when the ledger is empty, and when the account cannot be loaded', async () => {
    stubApi([
      {
        method: 'GET',
        path: `/api/admin/rent/tenancies/${TENANCY_ID}/balance`,
        status: 404,
        body: { statusCode: 404, error: 'Tenancy not found', message: 'Tenancy not found' },
      },
      ...accountRoutes().slice(1),
    ]);
    renderWithProviders(`/rent/${TENANCY_ID}`, <TenanciesApp />);
    expect(await screen.findByRole('heading', { name: 'Error loading the rent account: Tenancy not found' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No charges or payments yet' })).toBeInTheDocument();
  });

  it('sets who receives a unit’s rent by PayNow, checking the UEN and the name before sending', async () => {
    const OWNER_ID = 'f1e2d3c4-b5a6-4978-8877-665544332211';
    const UNIT_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    const ownerSettings = {
      ownerId: OWNER_ID,
      feeBasis: 'received',
      units: [{ id: UNIT_ID, unit: balance.unit, managementFeePercent: 10, payee: settings.payee }],
    };
    const api = stubApi([
      {
        method: 'GET',
        path: `/api/admin/owners/${OWNER_ID}`,
        body: { id: OWNER_ID, name: 'Lim Wei Jie', email: 'owner@example.sg', phone: '+65 9876 5432', units: [], invitedAt: null, version: 1, createdAt: 'x' },
      },
      { method: 'GET', path: '/api/admin/properties', body: [] },
      { method: 'GET', path: `/api/admin/owners/${OWNER_ID}/statements`, body: { items: [], total: 0, page: 1, pageSize: 12 } },
      { method: 'GET', path: `/api/admin/rent/owners/${OWNER_ID}/settings`, body: ownerSettings },
      { method: 'PUT', path: `/api/admin/rent/units/${UNIT_ID}/payee`, body: ownerSettings },
    ]);
    renderWithProviders(`/owners/${OWNER_ID}`, <TenanciesApp />);
    const form = await screen.findByRole('form', { name: `PayNow payee of ${balance.unit}` });
    expect(within(form).getByText('Now: HARBOURLINE PTE LTD (UEN 201912345A)')).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Rent goes to' }), 'owner_uen');
    await userEvent.type(within(form).getByRole('textbox', { name: /PayNow UEN/ }), '1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Save payee' }));
    expect(within(form).getByText('A UEN is 9 or 10 letters and digits')).toBeInTheDocument();
    expect(within(form).getByText('Write the name PayNow shows')).toBeInTheDocument();

    await userEvent.clear(within(form).getByRole('textbox', { name: /PayNow UEN/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /PayNow UEN/ }), '53312345k');
    await userEvent.type(within(form).getByRole('textbox', { name: /Name PayNow shows/ }), 'LIM WEI JIE');
    await userEvent.click(within(form).getByRole('button', { name: 'Save payee' }));
    await waitFor(() =>
      expect(sentBodies(api, 'PUT', `/api/admin/rent/units/${UNIT_ID}/payee`)).toEqual([{ kind: 'owner_uen', uen: '53312345K', name: 'LIM WEI JIE' }]),
    );
  }, 20_000);
});
