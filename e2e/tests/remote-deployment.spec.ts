import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { OWNER, signInThroughApi } from '../support/accounts';
import { deployRemotes } from '../support/remote-deployments';

const workspaceRoot = path.resolve(__dirname, '../..');
const SECOND_VERSION = '2.0.0-e2e';
const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** Builds mfe-admin-users again, stamped SECOND_VERSION, into a folder of its own (as its team's CI would). */
async function buildSecondVersion(outputDir: string): Promise<void> {
  const rspack = path.join(workspaceRoot, 'node_modules/.bin/rspack');
  const config = path.join(workspaceRoot, 'mfe-admin-users/rspack.config.cjs');
  await promisify(execFile)(rspack, ['build', '--config', config, '--output-path', outputDir], {
    cwd: workspaceRoot,
    env: { ...process.env, MF_BUILD_VERSION: SECOND_VERSION },
  });
}

/** The team's own static host on another port, answering CORS as a CDN would. */
async function staticHost(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const file = path.join(root, path.normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')));
    try {
      const body = readFileSync(file);
      response
        .writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function servedUsersRemote(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> }).remotes.mfe_admin_users ?? '';
}

async function reportedUsersVersion(request: APIRequestContext): Promise<string | null> {
  return ((await (await request.get('/api/ready')).json()) as { remotes: Record<string, { version: string | null }> }).remotes.mfe_admin_users?.version ?? null;
}

/** Issue 16, item 5: one team deploys its remote elsewhere and rolls it back; neither shell nor API is rebuilt or restarted. */
test.describe('deploying mfe-admin-users on its own', () => {
  let buildDir: string;
  let host: Awaited<ReturnType<typeof staticHost>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    buildDir = mkdtempSync(path.join(tmpdir(), 'hl-e2e-users-v2-'));
    await buildSecondVersion(buildDir);
    host = await staticHost(buildDir);
  });
  test.afterAll(() => {
    deployRemotes({});
    host?.server.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  test('serves the second build from its own origin, then rolls back to the API', async ({ page }) => {
    await signInThroughApi(page, OWNER);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    const manifestUrl = `${host.origin}/mf-manifest.json`;
    deployRemotes({ mfe_admin_users: manifestUrl });
    await expect.poll(() => servedUsersRemote(page.request)).toBe(manifestUrl);
    await expect.poll(() => reportedUsersVersion(page.request)).toBe(SECOND_VERSION);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(page.getByRole('cell', { name: OWNER.email })).toBeVisible();
    expect(requested).toContain(`${host.origin}/remoteEntry.js`);

    deployRemotes({});
    await expect.poll(() => servedUsersRemote(page.request)).toBe('/mfe/mfe-admin-users/mf-manifest.json');
    await expect.poll(() => reportedUsersVersion(page.request)).toBe('1.0.0');
    requested.length = 0;
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    expect(requested.filter((url) => url.startsWith(host.origin))).toEqual([]);
    expect(requested.some((url) => url.endsWith('/mfe/mfe-admin-users/remoteEntry.js'))).toBe(true);
  });
});
