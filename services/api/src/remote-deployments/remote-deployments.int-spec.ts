import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { HEALTH_ENDPOINTS, REMOTES_MANIFEST_URL, ReadinessSchema } from '@app/contracts';
import { eventually } from '@app/core/testing';
import { createTestApp } from '../testing/test-app';

const TEAM_VERSION = '2.4.0-users-team';

/** Another team's host for mfe-admin-users: only its mf-manifest.json, at a path of its own. */
async function remoteHost(): Promise<{ server: Server; manifestUrl: string; origin: string }> {
  const server = createServer((request, response) => {
    if (request.url !== '/users/v2/mf-manifest.json') return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ metaData: { buildInfo: { buildVersion: TEAM_VERSION } } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, manifestUrl: `${origin}/users/v2/mf-manifest.json`, origin };
}

/** Issue 16, item 5: each remote deployed at its own origin, path and version through REMOTES_MANIFEST_FILE. */
describe('remotes deployed per remote (REMOTES_MANIFEST_FILE)', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let host: Awaited<ReturnType<typeof remoteHost>>;
  let folder: string;
  let manifestFile: string;

  const deploy = (remotes: Record<string, string>) => writeFileSync(manifestFile, JSON.stringify({ remotes }));
  const served = async () => (await request(context.server).get(REMOTES_MANIFEST_URL).expect(200)).body.remotes as Record<string, string>;

  beforeAll(async () => {
    host = await remoteHost();
    folder = mkdtempSync(path.join(tmpdir(), 'hl-remotes-'));
    manifestFile = path.join(folder, 'remotes.json');
    deploy({});
    context = await createTestApp({ REMOTES_MANIFEST_FILE: manifestFile });
  });
  afterAll(async () => {
    await context?.app.close();
    host?.server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("serves one team's new deployment, lets the CSP load it, reports its version, then rolls back, without a restart", async () => {
    expect((await served()).mfe_admin_users).toBe('/mfe/mfe-admin-users/mf-manifest.json');

    deploy({ mfe_admin_users: host.manifestUrl });
    await eventually(async () => (await served()).mfe_admin_users === host.manifestUrl, { message: 'the new deployment to be served' });
    expect((await served()).mfe_admin_content).toBe('/mfe/mfe-admin-content/mf-manifest.json');
    const page = await request(context.server).get('/admin/users');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${host.origin}`);
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ${host.origin}`);
    const ready = ReadinessSchema.parse((await request(context.server).get(HEALTH_ENDPOINTS.ready.path)).body);
    expect(ready.remotes.mfe_admin_users).toEqual({ url: host.manifestUrl, version: TEAM_VERSION });

    deploy({});
    await eventually(async () => (await served()).mfe_admin_users === '/mfe/mfe-admin-users/mf-manifest.json', { message: 'the rollback' });
    expect((await request(context.server).get('/admin/users')).headers['content-security-policy']).not.toContain(host.origin);
  });

  it('keeps the last good deployment when the file is broken', async () => {
    deploy({ mfe_admin_users: host.manifestUrl });
    await eventually(async () => (await served()).mfe_admin_users === host.manifestUrl, { message: 'the deployment to be served' });
    const refusals = jest.spyOn(Logger.prototype, 'error');
    try {
      writeFileSync(manifestFile, '{"remotes": ');
      // Until the API has read the broken file and logged its refusal, asking again as a browser would.
      await eventually(async () => (await served()) && refusals.mock.calls.some(([message]) => String(message).includes(`${manifestFile} could not be used`)), {
        message: 'the broken file to be read and refused',
      });
      expect((await served()).mfe_admin_users).toBe(host.manifestUrl);
    } finally {
      refusals.mockRestore();
    }
  });
});
