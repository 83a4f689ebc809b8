import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { RemotesManifestSchema } from '@app/contracts';
import { PUBLIC_READ_CACHE_CONTROL } from '../common/prepared-response';
import { createTestApp } from '../testing/test-app';

function writeFile(root: string, relative: string, content: string) {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
}

describe('one-origin serving of the shell and remotes', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'hl-web-'));
  let context: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    writeFile(webRoot, 'shell/dist/index.html', '<!doctype html><div id="root"></div>');
    writeFile(webRoot, 'shell/dist/main.0123456789.js', 'console.log("shell")');
    // A file named like a page: page paths are never looked up on disk, so it is not what /about answers.
    writeFile(webRoot, 'shell/dist/about', 'not the page');
    writeFile(webRoot, 'shell/dist/main.0123456789.js.map', '{"version":3,"sources":["webpack://shell/src/secret.ts"]}');
    writeFile(webRoot, 'mfe-admin-users/dist/expose.abcdef0123.js.map', '{"version":3,"sources":[]}');
    writeFile(webRoot, 'mfe-admin-users/dist/remoteEntry.js', 'var remote;');
    writeFile(webRoot, 'mfe-admin-users/dist/mf-manifest.json', '{}');
    writeFile(webRoot, 'mfe-admin-users/dist/expose.abcdef0123.js', 'export {}');
    context = await createTestApp({ WEB_ROOT: webRoot, REMOTES_BASE_URL: 'https://static.example.sg' });
  });
  afterAll(async () => {
    await context.app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves index.html for page routes: public ones revalidated on every load, staff ones never kept', async () => {
    for (const page of ['/', '/blog/upgrading-from-hdb-to-condominium-plan']) {
      const response = await request(context.server).get(page).expect(200);
      expect(response.text).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    }
    const staff = await request(context.server).get('/admin/users').expect(200);
    expect(staff.text).toContain('<div id="root"></div>');
    expect(staff.headers['cache-control']).toBe('no-store');
  });

  it('answers a page path with the page, never with a file of that name', async () => {
    const response = await request(context.server).get('/about').expect(200);
    expect(response.text).toContain('<div id="root">');
  });

  it('serves index.html with 404 for a page the site does not have', async () => {
    const response = await request(context.server).get('/blog/no-such-post').expect(404);
    expect(response.text).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
  });

  it('keeps hashed files for a year and revalidates federation entry points', async () => {
    const hashed = await request(context.server).get('/main.0123456789.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const remoteHashed = await request(context.server).get('/mfe/mfe-admin-users/expose.abcdef0123.js').expect(200);
    expect(remoteHashed.headers['cache-control']).toContain('immutable');
    for (const entry of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await request(context.server).get(`/mfe/mfe-admin-users/${entry}`).expect(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a missing remote file with 404 instead of the page', async () => {
    await request(context.server).get('/mfe/mfe-admin-users/missing.js').expect(404);
  });

  it('keeps source maps private: they answer 404, from the shell and the remotes alike', async () => {
    for (const map of ['/main.0123456789.js.map', '/mfe/mfe-admin-users/expose.abcdef0123.js.map']) {
      const response = await request(context.server).get(map).expect(404);
      expect(response.text).not.toContain('sources');
    }
  });

  it('publishes the remotes manifest from configuration', async () => {
    const response = await request(context.server).get('/remotes.json').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(RemotesManifestSchema.parse(response.body).remotes.mfe_admin_users).toBe('https://static.example.sg/mfe/mfe-admin-users/mf-manifest.json');
  });

  it('sends security headers and compresses text', async () => {
    const response = await request(context.server).get('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("frame-ancestors 'none'");
    // REMOTES_BASE_URL's origin serves the remotes' scripts, so the policy allows it (and nothing else).
    expect(policy).toContain("script-src 'self' https://static.example.sg;");
    // The map and video facades of the public site load these only when the visitor asks.
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com https://www.google.com;');
    expect(policy).toContain("img-src 'self' data: blob: https:;"); // https: covers the video thumbnails of i.ytimg.com
  });
});
