import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { LedgerPage, OpenCharge, Payment, TenantRent } from '@app/contracts';
import { makePayment, renderWithProviders, sentBodies, setUpEachTest, stubApi, type StubRoute } from '@app/web/testing';
import { TENANCY_ID, tenantAccount } from '../../testing/render-portal';
import { RentPage } from './rent-page';

const CHARGE_ID = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const account = tenantAccount;
const charge: OpenCharge = {
  id: CHARGE_ID,
  kind: 'rent',
  reference: 'HL0000A202611',
  period: '2026-11',
  description: 'Rent for November 2026',
  dueOn: '2026-11-01',
  amountCents: 320000,
  openCents: 320000,
  createdAt: '2026-11-01T00:00:00.000Z',
  paynow: {
    qrImage: 'data:image/png;base64,iVBORw0KGgo=',
    payload: '000201010212…',
    payee: { kind: 'company', proxyType: 'uen', proxyValue: '201912345A', name: 'HARBOURLINE PTE LTD' },
    reference: 'HL0000A202611',
    amountCents: 320000,
  },
};
const balance = {
  tenancyId: TENANCY_ID,
  unit: account.tenancies[0]!.unit,
  tenantName: 'Tan Mei Ling',
  balanceCents: 320000,
  openCents: 320000,
  overdueCents: 320000,
  creditCents: 0,
  pendingCents: 0,
  oldestOpenDueOn: '2026-11-01',
};
const owing: TenantRent = { balance, openCharges: [charge], claims: [] };
const claim: Payment = makePayment({ tenancyId: TENANCY_ID, chargeId: CHARGE_ID });
const emptyLedger: LedgerPage = { items: [], total: 0, page: 1, pageSize: 20 };
const ledger: LedgerPage = {
  items: [
    { type: 'payment', id: `payment:${claim.id}`, on: '2026-11-03', payment: { ...claim, status: 'rejected', rejectionReason: 'No such transfer reached us' } },
    { type: 'charge', id: `charge:${CHARGE_ID}`, on: '2026-11-01', charge },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};

const rentPath = `/api/portal/rent/tenancies/${TENANCY_ID}`;
const renderRent = (routes: StubRoute[]) => {
  const api = stubApi(routes);
  renderWithProviders(
    '/portal/rent',
    <Routes>
      <Route path="/portal/rent" element={<RentPage account={account} />} />
    </Routes>,
  );
  return api;
};

describe('the tenant’s rent page', () => {
  setUpEachTest();

  it('says it is loading, then shows the balance, the overdue part, and the charge with its QR and the payee’s name', async () => {
    renderRent([
      { method: 'GET', path: rentPath, body: owing },
      { method: 'GET', path: `${rentPath}/ledger`, body: ledger },
    ]);
    expect(screen.getByText('Loading your rent')).toBeInTheDocument();

    const summary = await screen.findByRole('region', { name: 'Balance' });
    expect(summary).toHaveTextContent('You owe S$3,200.00');
    expect(summary).toHaveTextContent('S$3,200.00 of it is overdue.');
    const card = screen.getByRole('article', { name: 'Rent for November 2026' });
    expect(within(card).getByRole('img', { name: /PayNow QR code: S\$3,200\.00 to HARBOURLINE PTE LTD, reference HL0000A202611/ })).toBeInTheDocument();
    expect(within(card).getByRole('note')).toHaveTextContent(
      'Payee: HARBOURLINE PTE LTDYour banking app should show the payee as HARBOURLINE PTE LTD. If it shows any other name, stop: do not pay, and call us.',
    );
    expect(within(card).getByText(/to pay by 1 Nov 2026/)).toBeInTheDocument();
  });

  it('copies the UEN and the reference, each announcing "Copied"', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRent([
      { method: 'GET', path: rentPath, body: owing },
      { method: 'GET', path: `${rentPath}/ledger`, body: emptyLedger },
    ]);

    await userEvent.click(await screen.findByRole('button', { name: 'Copy the UEN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy the reference' }));

    expect(writeText.mock.calls).toEqual([['201912345A'], ['HL0000A202611']]);
    expect(await screen.findAllByText('Copied')).toHaveLength(2);
  });

  it('refuses an "I’ve paid" with no amount or a future date before sending, then records it with the charge', async () => {
    const api = renderRent([
      { method: 'GET', path: rentPath, body: owing, once: true },
      { method: 'GET', path: rentPath, body: { ...owing, balance: { ...balance, pendingCents: 320000 }, claims: [claim] } },
      { method: 'GET', path: `${rentPath}/ledger`, body: emptyLedger },
      { method: 'POST', path: `${rentPath}/payments`, status: 201, body: claim },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'I’ve paid' }));
    const amount = screen.getByRole('textbox', { name: /Amount you paid/ });
    expect(amount).toHaveValue('3200.00');
    await userEvent.clear(amount);
    await userEvent.clear(screen.getByLabelText(/Date you paid/));
    await userEvent.type(screen.getByLabelText(/Date you paid/), '2099-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Send: I have paid' }));

    expect(screen.getByText('Write an amount in Singapore dollars, more than S$0')).toBeInTheDocument();
    expect(screen.getByText('A payment cannot be dated in the future')).toBeInTheDocument();
    expect(sentBodies(api, 'POST', `${rentPath}/payments`)).toEqual([]);

    await userEvent.type(amount, '3,200');
    await userEvent.clear(screen.getByLabelText(/Date you paid/));
    await userEvent.type(screen.getByLabelText(/Date you paid/), '2026-11-03');
    await userEvent.click(screen.getByRole('button', { name: 'Send: I have paid' }));

    await waitFor(() =>
      expect(sentBodies(api, 'POST', `${rentPath}/payments`)).toEqual([
        { amountCents: 320000, paidOn: '2026-11-03', method: 'paynow', chargeId: CHARGE_ID, reference: 'HL0000A202611' },
      ]),
    );
    expect(await screen.findByText('Waiting for confirmation')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent('S$3,200.00 you told us you paid is waiting for our confirmation.');
  });

  it('lists the ledger newest first, a rejected payment with its reason', async () => {
    renderRent([
      { method: 'GET', path: rentPath, body: owing },
      { method: 'GET', path: `${rentPath}/ledger`, body: ledger },
    ]);
    const table = await screen.findByRole('table', { name: 'Charges, payments and credits, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('3 Nov 2026Payment by PayNow · HL0000A202611Rejected: No such transfer reached us−S$3,200.00');
    expect(rows[1]).toHaveTextContent('1 Nov 2026Rent for November 2026Reference HL0000A202611 · S$3,200.00 to payS$3,200.00');
  });

  it('says when there is nothing to pay and no history yet', async () => {
    renderRent([
      { method: 'GET', path: rentPath, body: { balance: { ...balance, balanceCents: 0, openCents: 0, overdueCents: 0 }, openCharges: [], claims: [] } },
      { method: 'GET', path: `${rentPath}/ledger`, body: emptyLedger },
    ]);
    expect(await screen.findByText('You are up to date: nothing to pay.')).toBeInTheDocument();
    expect(screen.getByText('Nothing to pay right now.')).toBeInTheDocument();
    expect(await screen.findByText('No charges or payments yet.')).toBeInTheDocument();
  });

  it('says so when the rent cannot be loaded, with a way to try again', async () => {
    renderRent([
      { method: 'GET', path: rentPath, status: 404, body: { statusCode: 404, error: 'Tenancy not found', message: 'Tenancy not found' } },
      { method: 'GET', path: `${rentPath}/ledger`, body: emptyLedger },
    ]);
    expect(await screen.findByRole('heading', { name: 'Error loading your rent: Tenancy not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
