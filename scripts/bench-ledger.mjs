// The rent charge sweep (postRentCharges, as the worker's rent.charges job runs it) for N tenancies, timed with one
// worker and with two running at once (each with its own connection pool, as two worker processes have), on a fresh
// database each time; then counts the charges, which must be exactly one per tenancy. Prints figures, never fails on
// them (goal: under 60 s for 20,000 tenancies).
//
//   npm run bench:ledger -- [tenancies=20000]
//
// Then imports and matches bank statements of 2,500, 5,000 and 10,000 lines (runBankImport, as the worker's
// rent.bank-import job runs an uploaded import: a CSV stored in MediaStorage, read twice as a stream, saved in one
// transaction, matched in batches of 500 lines written set-based through the rent ledger's LedgerBatch), each on a
// fresh database, and prints the seconds and the peak RSS of each, which should stay flat as the file grows (goal:
// under 10 s for 10,000 lines). Each statement runs in a Node process of its own.
//
//   npm run bench:ledger -- [tenancies=20000] [statementLines=10000]
//
// Needs PostgreSQL (TEST_DATABASE_ADMIN_URL); makes its own databases and drops them at the end. Both "workers" run in
// this one Node process: the database does the work, so this measures the sweep's queries, not a second CPU.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { requireTypeScript } from './lib/typescript.mjs';

const require = createRequire(import.meta.url);
const { createMigratedDatabase, dropDatabase } = requireTypeScript('tools/jest/test-database.cjs');
const { MikroORM } = require('@mikro-orm/postgresql');
const { bankAccountKey, bankStatementKey, createOrmOptions, LocalMediaStorage, postRentCharges, runBankImport } =
  requireTypeScript('services/core/src/index.ts');
const { CsvMappingSchema } = requireTypeScript('libs/contracts/src/index.ts');

const TENANCIES = Number(process.argv[2] ?? 20_000);
const STATEMENT_LINES = Number(process.argv[3] ?? 10_000);
/** The sweep's clock: 26 February 2027, 09:00 in Singapore, when March's rent (due on the 1st) is posted. */
const AT = new Date('2027-02-26T09:00:00+08:00');

async function run(workers) {
  const { name, url } = await createMigratedDatabase(`hl_bench_ledger_${workers}`);
  const orms = [];
  try {
    for (let index = 0; index < workers; index += 1) orms.push(await MikroORM.init(createOrmOptions(url, { debug: false })));
    const connection = orms[0].em.getConnection();
    await connection.execute(
      `insert into tenancies (address, tenant_name, tenant_email, tenant_phone, lease_start, lease_end, monthly_rent_cents)
       select 'Bench Unit ' || n, 'Tenant ' || n, 'tenant' || n || '@example.sg', '+65 9000 0001', '2027-03-01', '2028-02-29', 300000 + n
         from generate_series(1, ?) n`,
      [TENANCIES],
    );
    const started = performance.now();
    const results = await Promise.all(orms.map((orm) => postRentCharges(orm.em.fork(), AT)));
    const seconds = (performance.now() - started) / 1000;
    const [{ charges }] = await connection.execute(`select count(*)::int as charges from rent_charges`);
    const posted = results.map((result) => result.posted).join(' + ');
    console.log(`${workers} worker${workers > 1 ? 's' : ''}: ${seconds.toFixed(1)} s for ${TENANCIES} tenancies; ${charges} charges (${posted} posted)`);
  } finally {
    await Promise.all(orms.map((orm) => orm.close()));
    await dropDatabase(name);
  }
}

const MAPPING = CsvMappingSchema.parse({
  dateColumn: 'Date',
  descriptionColumn: 'Description',
  amountStyle: 'signed',
  amountColumn: 'Amount',
  balanceColumn: 'Balance',
});

/**
 * A statement of `lines` lines, as a bank would send it for `lines` tenancies each owing one charge: 80 % pay their
 * charge's exact amount with its reference (matched automatically), 10 % pay without a reference (queued), 10 % are
 * money out (kept, not queued).
 */
function statementFile(file, lines, codes) {
  let balance = 100_000_000;
  const rows = ['Date,Description,Amount,Balance'];
  for (let index = 0; index < lines; index += 1) {
    const kind = index % 10;
    const cents = kind === 9 ? -(1_000 + index) : 300_000 + index;
    balance += cents;
    const description =
      kind < 8 ? `PAYNOW TRANSFER HL${codes[index]}209901 TENANT ${index}` : kind === 8 ? `FAST TRANSFER TENANT ${index}` : `BANK CHARGE ${index}`;
    rows.push(`28/11/2026,${description},${(cents / 100).toFixed(2)},${(balance / 100).toFixed(2)}`);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, rows.join('\r\n'));
}

/** The highest RSS seen while `work` runs, sampled every 20 ms, and the RSS it started from. */
async function withPeakRss(work) {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    return { result: await work(), start, peak: () => Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Each statement size in a process of its own, with the old heap capped (V8 otherwise grows its heap lazily, so the
 * RSS of a longer run is higher without anything being kept): that every size runs in the same small heap is what
 * shows memory stays flat.
 */
export const STATEMENT_HEAP_MB = 128;
function runStatementProcess(lines) {
  const args = [`--max-old-space-size=${STATEMENT_HEAP_MB}`, fileURLToPath(import.meta.url), '--statement', String(lines)];
  const child = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`The ${lines}-line statement run failed (exit ${child.status})`);
}

async function runStatement(lines, dir) {
  const { name, url } = await createMigratedDatabase(`hl_bench_bank_${lines}`);
  const orm = await MikroORM.init(createOrmOptions(url, { debug: false }));
  try {
    const connection = orm.em.getConnection();
    const tenancies = await connection.execute(
      `insert into tenancies (address, tenant_name, tenant_email, tenant_phone, lease_start, lease_end, monthly_rent_cents)
       select 'Bench Unit ' || n, 'Tenant ' || n, 'tenant' || n || '@example.sg', '+65 9000 0001', '2026-01-01', '2099-12-31', 300000 + n
         from generate_series(1, ?) n order by n returning id, rent_number`,
      [lines],
    );
    const codes = tenancies.map((row) => row.rent_number.toString(36).toUpperCase().padStart(5, '0'));
    await connection.execute(
      `insert into rent_charges (tenancy_id, kind, period, reference, description, due_on, amount_cents, open_cents)
       select t.id, 'rent', '2099-01', c.reference, 'Rent', '2026-12-01', c.cents, c.cents
         from jsonb_to_recordset(?::jsonb) as c(tenancy_id uuid, reference text, cents int) join tenancies t on t.id = c.tenancy_id`,
      [JSON.stringify(tenancies.map((row, index) => ({ tenancy_id: row.id, reference: `HL${codes[index]}209901`, cents: 300_000 + index })))],
    );
    await connection.execute(`insert into bank_csv_mappings (account, account_key, mapping) values ('Bench bank', ?, ?::jsonb)`, [
      bankAccountKey('Bench bank'),
      JSON.stringify(MAPPING),
    ]);
    const [{ id }] = await connection.execute(`insert into bank_imports (account, format, file_name, status, total_lines, processed_lines, added_lines,
       duplicate_lines, matched_lines, debit_lines, errors) values ('Bench bank', 'csv', 'bench.csv', 'queued', 0, 0, 0, 0, 0, 0, '[]') returning id`);
    // Stored as the upload stores it (the local MediaStorage's layout): the run reads it from there.
    statementFile(path.join(dir, bankStatementKey(id)), lines, codes);
    const storage = new LocalMediaStorage(dir);
    const started = performance.now();
    const { result, start, peak } = await withPeakRss(() => runBankImport(orm.em.fork(), storage, id));
    const seconds = (performance.now() - started) / 1000;
    const [row] = await connection.execute(`select added_lines, matched_lines from bank_imports where id = ?`, [id]);
    const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
    console.log(
      `statement of ${lines} lines: ${seconds.toFixed(1)} s (${result.status}: ${row.added_lines} lines saved, ${row.matched_lines} matched automatically); ` +
        `peak RSS ${mb(peak())} MB (from ${mb(start)} MB at its start)`,
    );
  } finally {
    await orm.close();
    await dropDatabase(name);
  }
}

if (process.argv[2] === '--statement') {
  const statementDir = mkdtempSync(path.join(tmpdir(), 'hl-bench-bank-'));
  try {
    await runStatement(Number(process.argv[3]), statementDir);
  } finally {
    rmSync(statementDir, { recursive: true, force: true });
  }
} else {
  for (const workers of [1, 2]) await run(workers);
  for (const lines of [STATEMENT_LINES / 4, STATEMENT_LINES / 2, STATEMENT_LINES]) runStatementProcess(lines);
}
