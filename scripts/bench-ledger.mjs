// The rent charge sweep (postRentCharges, as the worker's rent.charges job runs it) for N tenancies, timed with one
// worker and with two running at once (each with its own connection pool, as two worker processes have), on a fresh
// database each time; then counts the charges, which must be exactly one per tenancy. Prints figures, never fails on
// them (goal: under 60 s for 20,000 tenancies).
//
//   npm run bench:ledger -- [tenancies=20000]
//
// Needs PostgreSQL (TEST_DATABASE_ADMIN_URL); makes its own databases and drops them at the end. Both "workers" run in
// this one Node process: the database does the work, so this measures the sweep's queries, not a second CPU.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.SWC_NODE_PROJECT = path.join(workspaceRoot, 'tsconfig.node.json');
require('@swc-node/register');
const { createMigratedDatabase, dropDatabase } = require('../tools/jest/test-database.cjs');
const { MikroORM } = require('@mikro-orm/postgresql');
const { createOrmOptions, postRentCharges } = require('../services/core/src/index.ts');

const TENANCIES = Number(process.argv[2] ?? 20_000);
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

for (const workers of [1, 2]) await run(workers);
