import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArrearsReport, BankImport, BankLine, SavedMapping } from '@app/contracts';
import { uploadToEndpoint } from '@app/web';
import { renderWithProviders, sentBodies, setUpEachTest, stubApi } from '@app/web/testing';
import TenanciesApp from '../../app/tenancies-app';

jest.mock('@app/web', () => ({ ...jest.requireActual('@app/web'), uploadToEndpoint: jest.fn() }));

const TENANCY_ID = '0f1e2d3c-4b5a-4968-8776-655443322110';
const CHARGE_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const LINE_ID = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const IMPORT_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const saved: SavedMapping = {
  account: 'DBS current 072-012345-6',
  mapping: {
    dateColumn: 'Date',
    descriptionColumn: 'Description',
    amountStyle: 'signed',
    amountColumn: 'Amount',
    creditColumn: '',
    debitColumn: '',
    indicatorColumn: '',
    balanceColumn: 'Balance',
    dateOrder: 'dmy',
  },
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const line: BankLine = {
  id: LINE_ID,
  account: saved.account,
  valueDate: '2026-11-03',
  amountCents: 320000,
  direction: 'credit',
  description: 'FAST TRANSFER TAN MEI LING',
  balanceCents: 1320000,
  method: 'fast',
  status: 'unmatched',
  lineNumber: 14,
  ignoredReason: null,
  payments: [],
  suggestions: [
    {
      chargeId: CHARGE_ID,
      reference: 'HL0000A202611',
      tenancyId: TENANCY_ID,
      tenantName: 'Tan Mei Ling',
      unit: '12 Marine Parade Road #08-12',
      openCents: 320000,
      dueOn: '2026-11-01',
      reasons: ['amount', 'name', 'date'],
    },
  ],
};
const arrears: ArrearsReport = {
  items: [
    {
      tenancyId: TENANCY_ID,
      tenantName: 'Tan Mei Ling',
      unit: '12 Marine Parade Road #08-12',
      days1To7: 0,
      days8To30: 160000,
      days31To60: 0,
      over60: 0,
      totalCents: 160000,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
  totals: { days1To7: 0, days8To30: 160000, days31To60: 0, over60: 0, totalCents: 160000 },
};

const importRow = (fields: Partial<BankImport>): BankImport => ({
  id: IMPORT_ID,
  account: saved.account,
  format: 'csv',
  fileName: 'november.csv',
  status: 'queued',
  totalLines: 0,
  processedLines: 0,
  addedLines: 0,
  duplicateLines: 0,
  matchedLines: 0,
  debitLines: 0,
  errors: [],
  createdAt: '2026-11-29T01:00:00.000Z',
  finishedAt: null,
  ...fields,
});
const IMPORT_PATH = `/api/admin/rent/bank-imports/${IMPORT_ID}`;

/** Fills the form for the saved bank and a November CSV, and sends it. */
async function importNovember() {
  const form = await screen.findByRole('form', { name: 'Import a bank statement' });
  await userEvent.type(within(form).getByRole('combobox', { name: /Bank account/ }), saved.account);
  await userEvent.upload(within(form).getByLabelText(/^File/), new File(['Date,Description,Amount'], 'november.csv', { type: 'text/csv' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Import' }));
  return form;
}

describe('bank reconciliation and arrears in the Rent area', () => {
  setUpEachTest({ staff: 'admin' });

  it('asks a new bank for its CSV columns before importing, and reuses a saved bank’s', async () => {
    stubApi([{ method: 'GET', path: '/api/admin/rent/bank-mappings', body: [saved] }]);
    renderWithProviders('/rent/import', <TenanciesApp />);
    const form = await screen.findByRole('form', { name: 'Import a bank statement' });
    await userEvent.type(within(form).getByRole('combobox', { name: /Bank account/ }), 'OCBC 555');
    expect(within(form).getByRole('group', { name: /Columns of this bank’s CSV/ })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Import' }));
    expect(within(form).getAllByText('Write the column’s heading as it appears in the file').length).toBeGreaterThanOrEqual(3);
    expect(within(form).getByText('Choose the bank’s file to upload')).toBeInTheDocument();

    await userEvent.clear(within(form).getByRole('combobox', { name: /Bank account/ }));
    await userEvent.type(within(form).getByRole('combobox', { name: /Bank account/ }), 'dbs current 072-012345-6');
    expect(within(form).queryByRole('group', { name: /Columns of this bank’s CSV/ })).not.toBeInTheDocument();
    expect(within(form).getByText(/This bank’s columns are saved/)).toBeInTheDocument();
  });

  it('follows an uploaded import through the worker’s steps with a progress bar, then shows its result', async () => {
    stubApi([
      { method: 'GET', path: '/api/admin/rent/bank-mappings', body: [saved] },
      { method: 'POST', path: '/api/admin/rent/bank-imports', body: importRow({ status: 'waiting', fileName: '' }) },
      { method: 'GET', path: IMPORT_PATH, body: importRow({ status: 'saving', totalLines: 2_400, processedLines: 1_000 }), once: true },
      {
        method: 'GET',
        path: IMPORT_PATH,
        body: importRow({ status: 'done', totalLines: 2_400, processedLines: 2_400, addedLines: 2_400, matchedLines: 1_900 }),
      },
    ]);
    jest.mocked(uploadToEndpoint).mockResolvedValue(importRow({}));
    renderWithProviders('/rent/import', <TenanciesApp />);
    await importNovember();

    const progress = await screen.findByRole('progressbar', { name: 'Saving the lines' });
    expect(progress).toHaveAttribute('value', '1000');
    expect(progress).toHaveAttribute('max', '2400');
    expect(progress).toHaveAttribute('aria-valuetext', '1,000 of 2,400 lines saved');
    const step = screen.getByRole('status');
    expect(step.textContent).toBe('Saving the lines');
    expect(step.parentElement).toHaveTextContent('Saving the lines: 1,000 of 2,400 lines saved');
    expect(await screen.findByRole('heading', { name: 'Imported november.csv' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('2,400 new lines')).toBeInTheDocument();
    expect(screen.getByText('1,900 matched to rent and receipted')).toBeInTheDocument();
  });

  it('stops reading the progress when a read fails, says so with Try Again, and goes on once it answers', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/admin/rent/bank-mappings', body: [saved] },
      { method: 'POST', path: '/api/admin/rent/bank-imports', body: importRow({ status: 'waiting', fileName: '' }) },
      { method: 'GET', path: IMPORT_PATH, status: 500, body: { message: 'The server is unavailable' }, once: true },
      { method: 'GET', path: IMPORT_PATH, body: importRow({ status: 'done', totalLines: 2, processedLines: 2, addedLines: 2 }) },
    ]);
    const progressReads = () => sentBodies(api, 'GET', IMPORT_PATH).length;
    jest.mocked(uploadToEndpoint).mockResolvedValue(importRow({}));
    renderWithProviders('/rent/import', <TenanciesApp />);
    await importNovember();

    expect(await screen.findByRole('heading', { name: /^Error loading the import’s progress/ })).toBeInTheDocument();
    expect(screen.queryByText('Waiting for its turn')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(progressReads()).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Imported november.csv' })).toBeInTheDocument();
  });

  it('keeps the bank account and format entered when an import fails, for the corrected file', async () => {
    stubApi([
      { method: 'GET', path: '/api/admin/rent/bank-mappings', body: [saved] },
      { method: 'POST', path: '/api/admin/rent/bank-imports', body: importRow({ status: 'waiting', fileName: '' }) },
      { method: 'GET', path: IMPORT_PATH, body: importRow({ status: 'failed', errors: [{ line: 3, message: 'The date cannot be read' }] }) },
    ]);
    jest.mocked(uploadToEndpoint).mockResolvedValue(importRow({}));
    renderWithProviders('/rent/import', <TenanciesApp />);
    await importNovember();

    expect(await screen.findByRole('heading', { name: 'Nothing was imported' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Import a bank statement' });
    expect(within(form).getByRole('combobox', { name: /Bank account/ })).toHaveValue(saved.account);
    expect(within(form).getByRole('combobox', { name: /Format/ })).toHaveValue('csv');
  });

  it('shows a queued line’s suggestions and matches it to one with a click', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/admin/rent/bank-lines', body: { items: [line], total: 1, page: 1, pageSize: 20 } },
      { method: 'GET', path: '/api/admin/rent/accounts', body: { items: [], total: 0, page: 1, pageSize: 5 } },
      { method: 'POST', path: `/api/admin/rent/bank-lines/${LINE_ID}/match`, body: { ...line, status: 'matched', suggestions: [] } },
    ]);
    renderWithProviders('/rent/bank-lines', <TenanciesApp />);
    const item = await screen.findByRole('listitem', { name: 'S$3,200.00 on 3 Nov 2026' });
    expect(within(item).getByText(/same amount, tenant’s name in the description, due within 5 days/)).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Match to Tan Mei Ling, HL0000A202611' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', `/api/admin/rent/bank-lines/${LINE_ID}/match`)).toEqual([
        { parts: [{ tenancyId: TENANCY_ID, chargeId: CHARGE_ID, amountCents: 320000 }] },
      ]),
    );
  });

  it('says so when nothing waits to be matched', async () => {
    stubApi([{ method: 'GET', path: '/api/admin/rent/bank-lines', body: { items: [], total: 0, page: 1, pageSize: 20 } }]);
    renderWithProviders('/rent/bank-lines', <TenanciesApp />);
    expect(await screen.findByRole('heading', { name: 'Nothing to match' })).toBeInTheDocument();
  });

  it('lists arrears by bucket with a link to each ledger and the CSV', async () => {
    stubApi([{ method: 'GET', path: '/api/admin/rent/arrears', body: arrears }]);
    renderWithProviders('/rent/arrears', <TenanciesApp />);
    expect(await screen.findByRole('link', { name: 'Tan Mei Ling' })).toHaveAttribute('href', `/admin/tenancies/rent/${TENANCY_ID}`);
    expect(screen.getByRole('columnheader', { name: '8–30 days' })).toBeInTheDocument();
    expect(screen.getAllByText('S$1,600.00')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/rent/arrears/export');
  });
});
