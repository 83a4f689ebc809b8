import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { jpegImage } from '@app/core/testing';
import { eventually } from '../support';
import { ENQUIRY, WorkerFaultStack } from '../worker-faults/worker-fault-stack';

const workspaceRoot = path.resolve(__dirname, '../../../..');
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** `npm run backup` / `npm run restore` as an operator runs them, with the given database and media folder. */
function npmRun(command: 'backup' | 'restore', folder: string, env: { DATABASE_URL: string; MEDIA_DIR: string }) {
  return promisify(execFile)(process.execPath, [path.join(workspaceRoot, 'scripts/backup.mjs'), command, folder], {
    cwd: workspaceRoot,
    env: { ...process.env, ...env, MEDIA_STORAGE: 'local' },
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every row of every table, as JSON text per table: what a restore must bring back unchanged. */
function contentOf(url: string): Promise<Record<string, string>> {
  return withClient(url, async (client) => {
    const tables = await client.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public' order by 1");
    const content: Record<string, string> = {};
    for (const { table_name: table } of tables.rows) {
      const rows = await client.query(`select * from "${table}"`);
      content[table] = JSON.stringify(rows.rows.map((row) => JSON.stringify(row)).sort());
    }
    return content;
  });
}

function filesOf(folder: string): Record<string, string> {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    entries.map((entry) => [
      path.relative(folder, path.join(entry.parentPath, entry.name)),
      readFileSync(path.join(entry.parentPath, entry.name)).toString('base64'),
    ]),
  );
}

/** Issue 16, item 8: the backup drill. Content made through the real API and worker, backed up, restored elsewhere, compared. */
describe('npm run backup and npm run restore (API, worker, PostgreSQL, pg_dump, pg_restore)', () => {
  let stack: WorkerFaultStack;
  const restoredName = `hl_sys_restored_${Date.now()}_${process.pid}`;
  const restoredUrl = (() => {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${restoredName}`;
    return url.toString();
  })();

  beforeAll(async () => {
    stack = await WorkerFaultStack.start('backup_source', { SMTP_URL: '' });
    await withClient(ADMIN_URL, (client) => client.query(`create database "${restoredName}"`));
  });
  afterAll(async () => {
    await stack?.close();
    await withClient(ADMIN_URL, (client) => client.query(`drop database if exists "${restoredName}" with (force)`));
  });

  it('restores the same rows and the same media files into an empty database and folder, and refuses a database in use', async () => {
    await stack.startWorker();
    const [mediaId] = await stack.upload(await jpegImage({ width: 800, height: 600 }));
    expect((await stack.staff.post('/api/contact', ENQUIRY)).status).toBe(201);
    await eventually(async () => (await stack.mediaItem(mediaId ?? '')).status === 'ready', { timeoutMs: 30_000, message: 'the upload to be processed' });

    const backup = path.join(mkdtempSync(path.join(tmpdir(), 'hl-backup-')), 'drill');
    const backedUp = await npmRun('backup', backup, { DATABASE_URL: stack.database.url, MEDIA_DIR: stack.env.MEDIA_DIR });
    expect(backedUp.stdout).toMatch(/Backup written to .*drill: the database and \d+ media files/);

    const restoredMedia = mkdtempSync(path.join(tmpdir(), 'hl-restored-media-'));
    await npmRun('restore', backup, { DATABASE_URL: restoredUrl, MEDIA_DIR: restoredMedia });

    const [original, restored] = await Promise.all([contentOf(stack.database.url), contentOf(restoredUrl)]);
    expect(Object.keys(restored)).toEqual(Object.keys(original));
    expect(restored).toEqual(original);
    expect(original.media_items).toContain(mediaId);
    expect(original.contact_enquiries).toContain(ENQUIRY.email);
    const files = filesOf(stack.env.MEDIA_DIR);
    expect(Object.keys(files)).toContain(`public/${mediaId}/640.webp`);
    expect(filesOf(restoredMedia)).toEqual(files);

    await expect(npmRun('restore', backup, { DATABASE_URL: restoredUrl, MEDIA_DIR: restoredMedia })).rejects.toMatchObject({
      stderr: expect.stringContaining('The database is not empty: restore into a new, empty database'),
    });
  });
});
