import { Client } from 'pg';
import { prepareDatabase } from './migrate';

const adminUrl = process.env.TEST_DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `hl_seed_${Date.now()}_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

async function query(url: string, sql: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** The number of rows in `table`. */
const count = (table: string) => query(databaseUrl, `select 1 from ${table}`);

describe('prepareDatabase', () => {
  beforeAll(() => query(adminUrl, `CREATE DATABASE "${name}"`));
  afterAll(() => query(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  // Every migration ever written runs on the fresh database: more than the default 30 s on a busy machine.
  it('gives a fresh database the demo content, once: what staff removed later stays removed', async () => {
    const first = await prepareDatabase(databaseUrl);
    expect(first.seeded).toBe(true);
    expect([await count('blog_posts'), await count('properties'), await count('testimonials')]).toEqual([6, 4, 3]);

    await query(databaseUrl, 'delete from testimonials');
    const second = await prepareDatabase(databaseUrl);

    expect(second).toEqual({ applied: [], seeded: false });
    expect(await count('testimonials')).toBe(0);
    expect(await count('blog_posts')).toBe(6);
  }, 120_000);
});
