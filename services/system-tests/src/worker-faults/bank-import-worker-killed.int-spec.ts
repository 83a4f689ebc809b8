import { existsSync } from 'node:fs';
import path from 'node:path';
import { tenancyRentCode } from '@app/contracts';
import { BANK_IMPORT_JOB, bankStatementKey } from '@app/core';
import { eventually } from '../support';
import { WorkerFaultStack } from './worker-fault-stack';

/** Lines of the statement: four in five pay their tenancy's charge by its reference and exact amount. */
const LINES = 6_000;
const PAYING = (LINES / 5) * 4;

type ImportRow = { status: string; processed_lines: number; matched: number };

/**
 * Issue 31, step 2 (decision 021): a bank statement imported by the worker's job, whose worker is SIGKILLed while it
 * saves or matches, and again while it matches before Redis loses the job; the reconciler queues it again, and the
 * import ends with every line once and every payment once.
 */
describe('a bank import whose worker is killed mid-import (API, worker processes, PostgreSQL, Redis)', () => {
  let stack: WorkerFaultStack;
  const workerSettings = { WORKER_QUEUES: 'tenancies', WORKER_CONCURRENCY: '1' };

  beforeAll(async () => {
    // Leases starting in 2099: the rent sweep on the same queue posts no charge of its own beside the statement's.
    stack = await WorkerFaultStack.start('bank_import_killed', { WORKER_QUEUES: 'tenancies', SMTP_URL: '' });
    const tenancies = await stack.query<{ id: string; rent_number: number }>(
      `insert into tenancies (address, tenant_name, tenant_email, tenant_phone, lease_start, lease_end, monthly_rent_cents)
       select 'Bank Unit ' || n, 'Tenant ' || n, 'tenant' || n || '@example.sg', '+65 9000 0001', '2099-01-01', '2099-12-31', 300000
         from generate_series(1, ${PAYING}) n order by n returning id, rent_number`,
    );
    const charges = tenancies.map((row, index) => ({ tenancy_id: row.id, reference: `HL${tenancyRentCode(row.rent_number)}209901`, cents: 300_000 + index }));
    await stack.query(
      `insert into rent_charges (tenancy_id, kind, period, reference, description, due_on, amount_cents, open_cents)
       select c.tenancy_id, 'rent', '2099-01', c.reference, 'Rent', '2099-01-01', c.cents, c.cents
         from jsonb_to_recordset('${JSON.stringify(charges)}'::jsonb) as c(tenancy_id uuid, reference text, cents int)`,
    );
    const rows = ['Date,Description,Amount'];
    for (let index = 0; index < LINES; index += 1) {
      const charge = charges[index];
      rows.push(
        charge ? `28/11/2026,PAYNOW ${charge.reference} LINE ${index},${(charge.cents / 100).toFixed(2)}` : `28/11/2026,FAST NO REF ${index},${index + 1}.00`,
      );
    }
    const mapping = { dateColumn: 'Date', descriptionColumn: 'Description', amountStyle: 'signed', amountColumn: 'Amount' };
    const started = await stack.staff.post<{ id: string }>('/api/admin/rent/bank-imports', { account: 'DBS Current 072-012345-6', format: 'csv', mapping });
    expect(started.status).toBe(201);
    importId = started.body.id;
    const form = new FormData();
    form.append('file', new Blob([rows.join('\r\n')], { type: 'text/csv' }), 'statement.csv');
    const uploaded = await stack.staff.request<{ status: string }>('POST', `/api/admin/rent/bank-imports/${importId}/file`, { body: form, timeoutMs: 30_000 });
    expect(uploaded.status).toBe(202);
    expect(uploaded.body.status).toBe('queued');
  }, 120_000);
  afterAll(() => stack?.close());

  let importId: string;
  const importRow = async () =>
    (
      await stack.query<ImportRow>(
        `select i.status, i.processed_lines, (select count(*)::int from bank_lines l where l.bank_import_id = i.id and l.status = 'matched') as matched
           from bank_imports i where i.id = '${importId}'`,
      )
    )[0] as ImportRow;

  /** Waits until the import is in one of `statuses` with some lines done, then SIGKILLs the worker running it. */
  async function killWhen(statuses: string[], done: (row: ImportRow) => boolean) {
    const worker = await stack.startWorker(workerSettings);
    const seen = await eventually(
      async () => {
        const row = await importRow();
        return statuses.includes(row.status) && done(row) ? row : null;
      },
      { timeoutMs: 120_000, intervalMs: 20, message: `the import to reach ${statuses.join(' or ')}` },
    );
    await worker.kill();
    return seen;
  }

  it('ends with every line once, every paying line matched by one payment, one receipt each, and its file deleted', async () => {
    // Killed while saving its lines (their transaction is lost: the next run checks and saves again), or, if the save
    // was quicker than this test's polling, once it has matched some lines; the stalled job runs again on the next worker.
    const first = await killWhen(['saving', 'matching'], (row) => row.processed_lines > 0);
    expect(first.status === 'saving' || first.matched < PAYING).toBe(true);
    const second = await killWhen(['matching'], (row) => row.matched > 0);
    expect(second.matched).toBeLessThan(PAYING);
    // Redis loses the job: only the reconciler's source (UnfinishedBankImports) can give the import its job again.
    await stack.redis.restart();
    await eventually(async () => (await stack.job('tenancies', BANK_IMPORT_JOB.jobId({ importId }))) === undefined, { message: 'Redis to answer, empty' });
    await stack.startWorker(workerSettings);
    await eventually(async () => (await importRow()).status === 'done', { timeoutMs: 120_000, message: 'the import to finish' });

    expect(await stack.count(`select count(*) as n from bank_lines`)).toBe(LINES);
    expect(await stack.count(`select count(distinct line_number) as n from bank_lines`)).toBe(LINES);
    expect(await stack.count(`select count(*) as n from bank_lines where status = 'matched'`)).toBe(PAYING);
    expect(await stack.count(`select count(*) as n from rent_payments`)).toBe(PAYING);
    expect(await stack.count(`select count(distinct bank_line_id) as n from rent_payments`)).toBe(PAYING);
    expect(await stack.count(`select count(*) as n from rent_charges where open_cents <> 0`)).toBe(0);
    expect(await stack.count(`select count(*) as n from rent_credits`)).toBe(0);
    expect(await stack.count(`select count(*) as n from outbound_mails where kind = 'rent_receipt'`)).toBe(PAYING);
    const [row] = await stack.query<{ added_lines: number; matched_lines: number }>(
      `select added_lines, matched_lines from bank_imports where id = '${importId}'`,
    );
    expect(row).toEqual({ added_lines: LINES, matched_lines: PAYING });
    expect(existsSync(path.join(stack.env.MEDIA_DIR, bankStatementKey(importId)))).toBe(false);
  }, 400_000);
});
