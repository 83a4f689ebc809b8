// The scale fixture (issue 32) in a database of its own: migrations and the demo content first, then a decade of one
// agency's data written with set-based SQL, each step timed.
//   npm run seed:scale -- [database URL, default postgres://postgres@127.0.0.1:5432/harbourline_scale] [--fresh]
// A database that already holds tables is refused; --fresh drops and recreates it first. The developer's own database
// (harbourline, npm start's) is refused whatever the flags.
import pg from 'pg';
import { requireTypeScript } from './lib/typescript.mjs';

export const DEFAULT_SCALE_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/harbourline_scale';
const PROTECTED_DATABASES = new Set(['harbourline', 'postgres', 'template0', 'template1']);

/** Creates (or with `fresh` recreates) the database of `url`; refuses one that already holds tables. */
async function provideEmptyDatabase(url, fresh) {
  const name = new URL(url).pathname.slice(1);
  if (!name || PROTECTED_DATABASES.has(name)) throw new Error(`Refusing to fill "${name}": give the scale fixture a database of its own`);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
    if (exists && fresh) await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
    if (exists && !fresh && (await tableCount(url)) > 0) {
      throw new Error(
        `Database "${name}" already holds tables; seed:scale fills an empty database only. Run it again with --fresh to drop and refill "${name}".`,
      );
    }
    if (!exists || fresh) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

async function tableCount(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query("SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'")).rows[0].count);
  } finally {
    await client.end();
  }
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Migrates `url` and writes the fixture at `sizes`, printing each step's time; returns the total in seconds. */
export async function seedScale(url, { fresh = false, sizes, log = (line) => process.stdout.write(`${line}\n`) } = {}) {
  const started = performance.now();
  await provideEmptyDatabase(url, fresh);
  const { prepareDatabase } = requireTypeScript('services/core/src/database/migrate.ts');
  const { scaleFixtureSteps, SCALE_FIXTURE_SIZES } = requireTypeScript('services/core/src/testing/scale-fixture/scale-fixture.ts');
  const { applied } = await prepareDatabase(url);
  log(`migrations: ${applied.length} applied, demo content added (${seconds(started)})`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const step of scaleFixtureSteps(sizes ?? SCALE_FIXTURE_SIZES)) {
      const stepStarted = performance.now();
      await client.query(step.sql);
      log(`${step.name}: ${seconds(stepStarted)}`);
    }
  } finally {
    await client.end();
  }
  log(`scale fixture ready in ${seconds(started)}: ${url}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? process.env.SCALE_DATABASE_URL ?? DEFAULT_SCALE_DATABASE_URL;
  seedScale(url, { fresh: process.argv.includes('--fresh') }).catch((error) => {
    process.stderr.write(`seed:scale failed: ${error.message}\n`);
    process.exit(1);
  });
}
