import { PAGE_STATE_ELEMENT_ID, type ContentDraft } from '@app/contracts';
import { ApiClient, type OwnDatabase, RedisServer, ServiceProcess, createTestDatabase, eventually, expectStatus, freePort, serverEnv } from '../support';
import { WebRoot } from './web-root';

const HERO = 'Premium Property Management in Singapore';
const PUBLIC_CACHE_CONTROL = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

/** The markup the server rendered into the root element ('' when the page came without its render). */
function renderedRoot(html: string): string {
  return /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
}

describe('public pages rendered on the server (API process, mfe-public deployed on its own)', () => {
  let database: OwnDatabase;
  let redis: RedisServer;
  let webRoot: WebRoot;
  let api: ServiceProcess;
  let staff: ApiClient;

  const page = (path: string, headers: Record<string, string> = {}) => fetch(`${api.baseUrl}${path}`, { headers, signal: AbortSignal.timeout(10_000) });
  const html = async (path: string) => (await page(path)).text();

  beforeAll(async () => {
    database = await createTestDatabase('public_pages');
    redis = await RedisServer.start();
    webRoot = WebRoot.deployBuilt();
    api = await ServiceProcess.api(serverEnv({ databaseUrl: database.url, redisUrl: redis.url, WEB_ROOT: webRoot.folder, REMOTE_CHECK_INTERVAL_MS: '200' }));
    staff = new ApiClient(api.baseUrl);
    expect((await staff.signIn()).status).toBe(200);
  });
  afterAll(async () => {
    await api?.stop();
    await redis?.stop();
    await database?.drop();
    webRoot?.remove();
  });

  it('sends each public page with its content, its styles, and its islands with their props', async () => {
    const home = await html('/');
    expect(renderedRoot(home)).toContain(HERO);
    expect(home).toMatch(/<style data-styled="true"/);
    const state = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([^<]*)</script>`).exec(home)?.[1];
    expect(Object.keys(JSON.parse(state ?? '{}') as object)).toEqual(['siteOrigin']);
    const islands = [...renderedRoot(home).matchAll(/data-island="([^"]+)" data-island-id="([^"]+)"/g)].map(([, name, id]) => `${name}#${id}`);
    expect(islands).toEqual(expect.arrayContaining(['contact-form#contact-form', 'newsletter-form#newsletter-footer']));

    const missing = await page('/no/such/page');
    expect(missing.status).toBe(404);
    expect(renderedRoot(await missing.text())).toContain('404 Page Not Found');
  });

  it('lets browsers and CDNs keep public pages, revalidated by ETag, and never staff pages or session answers', async () => {
    const services = await page('/services', { 'accept-encoding': 'br' });
    expect(services.status).toBe(200);
    expect(services.headers.get('cache-control')).toMatch(PUBLIC_CACHE_CONTROL);
    expect(services.headers.get('content-encoding')).toBe('br');
    expect(services.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect((await page('/services', { 'if-none-match': services.headers.get('etag') ?? '' })).status).toBe(304);

    const admin = await page('/admin/content');
    expect(admin.headers.get('cache-control')).toBe('no-store');
    expect(await admin.text()).toContain('<div id="root"></div>');
    expect((await page('/api/auth/me')).headers.get('cache-control')).toBe('no-store');
    expect((await staff.get('/api/admin/blog')).headers.get('cache-control')).toBe('no-store');
  });

  it('shows a post in the rendered blog as soon as it is published', async () => {
    const title = `Fresh from the press ${Date.now().toString(36)}`;
    expect(renderedRoot(await html('/blog'))).not.toContain(title);
    const body = { title, content: '<p>Just out.</p>', author: 'Mei Ling Tan', status: 'approved' };
    const draft = expectStatus(await staff.post<ContentDraft>('/api/admin/content-drafts', body), 201);
    expectStatus(await staff.post(`/api/admin/content-drafts/${draft.id}/publish`, {}), 200);
    expect(renderedRoot(await html('/blog'))).toContain(title);
  });

  it('renders with a redeployed mfe-public, its pages and its islands, without a restart of the API or a new shell', async () => {
    const pid = api.pid;
    const shell = /<script defer src="([^"]+)"/.exec(await html('/'))?.[1];
    await webRoot.redeployPublicSite({
      file: 'src/newsletter/components/newsletter-form.tsx',
      replace: '        Subscribe\n',
      with: '        Subscribe now\n',
    });
    await eventually(async () => renderedRoot(await html('/')).includes('Subscribe now'), { timeoutMs: 15_000, message: 'the new release to be rendered' });
    expect(await siteCode()).toContain('Subscribe now');
    expect(api.pid).toBe(pid);
    expect(api.isRunning).toBe(true);
    expect(/<script defer src="([^"]+)"/.exec(await html('/'))?.[1]).toBe(shell);
  }, 120_000);

  /** The browser code of mfe-public's site module, as deployed now: every chunk its manifest lists, joined. */
  async function siteCode(): Promise<string> {
    const base = `${api.baseUrl}/mfe/mfe-public/`;
    const manifest = (await (await page('/mfe/mfe-public/mf-manifest.json')).json()) as { exposes: { assets: { js: { sync: string[]; async: string[] } } }[] };
    const files = manifest.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]);
    const chunks = await Promise.all(files.map(async (file) => (await fetch(`${base}${file}`)).text()));
    return chunks.join('\n');
  }
});

describe('a public page whose server render cannot happen', () => {
  it('is sent for the browser to render, with its head, and a warning is logged', async () => {
    const database = await createTestDatabase('render_fallback');
    const redis = await RedisServer.start();
    // Nothing listens there: mfe-public's server container is unreachable.
    const unreachable = `http://127.0.0.1:${await freePort()}`;
    const api = await ServiceProcess.api(serverEnv({ databaseUrl: database.url, redisUrl: redis.url, SERVER_REMOTES_BASE_URL: unreachable }));
    try {
      const answer = await fetch(`${api.baseUrl}/services`, { signal: AbortSignal.timeout(10_000) });
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).toContain('<div id="root"></div>');
      expect(text).not.toContain(PAGE_STATE_ELEMENT_ID);
      expect(text).toMatch(/<title>[^<]+<\/title>/);
      expect(api.output).toMatch(/without their server render/);
    } finally {
      await api.stop();
      await redis.stop();
      await database.drop();
    }
  });
});
