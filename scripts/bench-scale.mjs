// The cost of every public page and every public and admin list, count and export on the demo content and on the scale
// fixture, in the same run, with the ratio (issue 32); then cold Lighthouse on five public pages at scale.
//   npm run bench:scale -- [scale database URL, default postgres://postgres@127.0.0.1:5432/harbourline_scale]
// The scale database is filled first with `npm run seed:scale`; the demo one is made here and removed at the end.
// Both APIs run from source (NODE_ENV=production, as bench:http runs it). Public pages and Lighthouse need the web
// apps built (npm run build); without them they are skipped with a message. BENCH_REQUESTS sets the requests per
// target (default 20, after 2 warm-up requests); BENCH_ONLY measures only the targets and exports whose names hold
// one of its comma-separated parts; BENCH_LIGHTHOUSE=0 skips Lighthouse; BENCH_WATERFALL=1 prints the requests of each admin
// list page at scale until its first row showed. Prints figures, never fails on them.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startApiFromSource } from './lib/api-from-source.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { workspaceRoot } from './lib/environment.mjs';
import { stopServices } from './lib/processes.mjs';
import { requireTypeScript } from './lib/typescript.mjs';
import { DEFAULT_SCALE_DATABASE_URL } from './seed-scale.mjs';

const require = createRequire(import.meta.url);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
/** BENCH_ONLY: comma-separated parts of target and export names; only those are measured (all when unset). */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const wanted = (name) => ONLY.length === 0 || ONLY.some((part) => name.includes(part));
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `hl-bench-scale-${process.pid}`;
/** BENCH_WATERFALL=1: each admin list page's requests at scale are printed below its time (start, end, bytes). */
const WATERFALL = process.env.BENCH_WATERFALL === '1';
const LIGHTHOUSE_PAGES = ['/', '/blog', 'a post', '/properties', 'a listing'];

/** What is measured: a name, whether it needs the staff cookie, and its URL given the slugs of the data it runs on. */
const TARGETS = [
  ['/ (HTML)', 'public', () => '/'],
  ['/blog (HTML)', 'public', () => '/blog'],
  ['/blog?page=200 (HTML)', 'public', () => '/blog?page=200'],
  ['/blog?q=rental+yields (HTML)', 'public', () => '/blog?q=rental+yields'],
  ['a post (HTML)', 'public', ({ post }) => `/blog/${post}`],
  ['/properties (HTML)', 'public', () => '/properties'],
  ['a listing (HTML)', 'public', ({ listing }) => `/properties/${listing}`],
  ['/sitemap.xml', 'public', () => '/sitemap.xml'],
  ['/rss.xml', 'public', () => '/rss.xml'],
  ['GET /api/blog-posts', 'public', () => '/api/blog-posts'],
  ['GET /api/blog-posts?q=rental+yields', 'public', () => '/api/blog-posts?q=rental+yields'],
  ['GET /api/blog-posts/recent', 'public', () => '/api/blog-posts/recent'],
  ['GET /api/blog-posts/{slug}', 'public', ({ post }) => `/api/blog-posts/${post}`],
  ['GET /api/properties', 'public', () => '/api/properties'],
  ['GET /api/admin/blog', 'staff', () => '/api/admin/blog'],
  ['GET /api/admin/content-drafts', 'staff', () => '/api/admin/content-drafts'],
  ['GET /api/admin/content-drafts?q=rental+yields', 'staff', () => '/api/admin/content-drafts?q=rental+yields'],
  ['GET /api/admin/properties', 'staff', () => '/api/admin/properties'],
  ['GET /api/admin/media', 'staff', () => '/api/admin/media'],
  ['GET /api/admin/media?q=tampines', 'staff', () => '/api/admin/media?q=tampines'],
  ['GET /api/admin/media?page=2000', 'staff', () => '/api/admin/media?page=2000'],
  ['GET /api/admin/enquiries', 'staff', () => '/api/admin/enquiries'],
  ['GET /api/admin/enquiries/counts', 'staff', () => '/api/admin/enquiries/counts'],
  ['GET /api/admin/newsletter/subscribers', 'staff', () => '/api/admin/newsletter/subscribers'],
  ['GET /api/admin/campaigns', 'staff', () => '/api/admin/campaigns'],
  ['GET /api/admin/tenancies', 'staff', () => '/api/admin/tenancies'],
  ['GET /api/admin/maintenance', 'staff', () => '/api/admin/maintenance'],
  ['GET /api/admin/maintenance/counts', 'staff', () => '/api/admin/maintenance/counts'],
  ['GET /api/admin/owners', 'staff', () => '/api/admin/owners'],
  ['GET /api/admin/users', 'staff', () => '/api/admin/users'],
  ['GET /api/admin/audit-log', 'staff', () => '/api/admin/audit-log'],
  ['GET /api/admin/stats', 'staff', () => '/api/admin/stats'],
  ['GET /api/admin/rent/accounts', 'staff', () => '/api/admin/rent/accounts'],
  ['GET /api/admin/rent/overdue', 'staff', () => '/api/admin/rent/overdue'],
  ['GET /api/admin/rent/tenancies/{id}/ledger', 'staff', ({ rentAccount }) => `/api/admin/rent/tenancies/${rentAccount}/ledger`],
  ['GET /api/admin/rent/pending-payments', 'staff', () => '/api/admin/rent/pending-payments'],
  ['GET /api/admin/rent/bank-lines', 'staff', () => '/api/admin/rent/bank-lines'],
  ['GET /api/admin/rent/arrears', 'staff', () => '/api/admin/rent/arrears'],
];

/** Admin list pages timed in a cold browser until their first row shows (a table row or a list item in the main region). */
const ADMIN_LIST_PAGES = [
  '/admin/content',
  '/admin/media',
  '/admin/inbox',
  '/admin/inbox/subscribers',
  '/admin/inbox/campaigns',
  '/admin/tenancies',
  '/admin/tenancies/maintenance',
  '/admin/tenancies/owners',
  '/admin/tenancies/rent',
  '/admin/tenancies/rent/bank-lines',
  '/admin/tenancies/rent/arrears',
  '/admin/users',
  '/admin/users/audit-log',
];
const FIRST_ROW = 'main tbody tr, main li';

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
const ms = (value) => (value === undefined ? '-' : value < 10 ? value.toFixed(1) : String(Math.round(value)));
const size = (bytes) =>
  bytes === undefined ? '-' : bytes < 10_240 ? `${bytes} B` : bytes < 10_485_760 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`;

/** The password of the bench's super admin on `databaseUrl`: fixed per database, so later runs sign in again. */
function adminPasswordFor(databaseUrl) {
  return `Bench-${createHash('sha256').update(databaseUrl).digest('base64url').slice(0, 20)}`;
}

async function signIn(api) {
  const response = await fetch(`${api.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: api.baseUrl },
    body: JSON.stringify({ email: api.admin.email, password: api.admin.password }),
  });
  if (!response.ok) throw new Error(`Signing in as ${api.admin.email} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The newest post's and the first shown listing's slugs, and the first rent account's id, to read one of each. */
async function slugsOf(api, cookie) {
  const [post] = await (await fetch(`${api.baseUrl}/api/blog-posts/recent`)).json();
  const { items } = await (await fetch(`${api.baseUrl}/api/properties`)).json();
  const accounts = await (await fetch(`${api.baseUrl}/api/admin/rent/accounts`, { headers: { cookie, origin: api.baseUrl } })).json();
  return { post: post?.slug, listing: items[0]?.slug, rentAccount: accounts.items?.[0]?.id };
}

/** fetch, once more when a kept-alive connection was closed by the server just as it was reused (ECONNRESET). */
async function fetchOnce(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error.cause?.code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}

/** p50 and p95 of the time to the last byte, and the body's bytes (no compression asked for). */
async function measure(url, headers) {
  const times = [];
  let bytes = 0;
  let status = 0;
  for (let index = 0; index < REQUESTS + 2; index += 1) {
    const started = performance.now();
    const response = await fetchOnce(url, { headers: { 'accept-encoding': 'identity', ...headers } });
    const body = Buffer.from(await response.arrayBuffer());
    if (index >= 2) times.push(performance.now() - started);
    bytes = body.length;
    status = response.status;
  }
  times.sort((a, b) => a - b);
  return { status, bytes, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function startApi(databaseUrl, workDir, name) {
  let failure = null;
  const api = await startApiFromSource({
    databaseUrl,
    mediaDir: path.join(workDir, `${name}-media`),
    logFile: path.join(workDir, `${name}.log`),
    redisUrl: REDIS_URL,
    redisPrefix: `${REDIS_PREFIX}-${name}`,
    adminPassword: adminPasswordFor(databaseUrl),
    onFailure: (error) => (failure = error),
    name: `API (${name})`,
  });
  return { ...api, failed: () => failure };
}

async function fixtureSize(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT (SELECT count(*) FROM blog_posts) AS posts, (SELECT count(*) FROM contact_enquiries) AS enquiries');
    return rows[0];
  } finally {
    await client.end();
  }
}

/** Exports, each read once (a full export at scale takes seconds to minutes): time, bytes and the API's peak memory. */
const EXPORTS = ['/api/admin/enquiries/export.csv', '/api/admin/newsletter/subscribers/confirmed.csv', '/api/admin/rent/arrears/export'];

/** Reads the export whole, sampling the API's resident memory every 100 ms. */
async function measureExport(api, cookie, url) {
  const before = rssKb(api.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(api.pid) ?? 0)), 100);
  const started = performance.now();
  let bytes = 0;
  try {
    const response = await fetch(`${api.baseUrl}${url}`, { headers: { cookie, origin: api.baseUrl, 'accept-encoding': 'identity' } });
    for await (const chunk of response.body) bytes += chunk.length;
  } finally {
    clearInterval(sampler);
  }
  return { seconds: (performance.now() - started) / 1000, bytes, before, peak };
}

/** Resident memory (KB) of a process, from /proc; null where there is none. */
function rssKb(pid) {
  const result = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : null;
}

function printTable(rows) {
  const header = ['target', 'demo p50', 'demo p95', 'demo bytes', 'scale p50', 'scale p95', 'scale bytes', 'p95 ratio'];
  const lines = rows.map(({ name, demo, scale }) => [
    name,
    ms(demo.p50),
    ms(demo.p95),
    size(demo.bytes),
    ms(scale.p50),
    ms(scale.p95),
    size(scale.bytes),
    scale.status === 200 && demo.status === 200 ? `${(scale.p95 / demo.p95).toFixed(1)}x` : `status ${demo.status}/${scale.status}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  for (const line of [header, ...lines])
    console.log(line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}

/** Milliseconds from navigation until the first row shows, each page in a new browser context (cold cache), signed in. */
async function adminFirstRows(api, cookie) {
  const browser = await launchChromium();
  const cookies = cookie.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name, value: value.join('='), url: api.baseUrl };
  });
  const times = [];
  try {
    for (const pathname of ADMIN_LIST_PAGES.filter(wanted)) {
      const context = await browser.newContext();
      await context.addCookies(cookies);
      const page = await context.newPage();
      const requests = WATERFALL ? recordRequests(page) : [];
      const started = performance.now();
      const startedAt = Date.now();
      await page.goto(`${api.baseUrl}${pathname}`, { waitUntil: 'commit' });
      const shown = await page
        .waitForSelector(FIRST_ROW, { timeout: 30_000 })
        .then(() => performance.now() - started)
        .catch(() => undefined);
      times.push({ pathname, ms: shown, waterfall: WATERFALL ? await waterfallOf(requests, startedAt, api.baseUrl) : [] });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

/** The page's requests as they finish, with their timings (BENCH_WATERFALL=1). */
function recordRequests(page) {
  const requests = [];
  page.on('requestfinished', (request) => requests.push(request));
  return requests;
}

/** Each request the page made until its first row showed: start and end in ms from the navigation, and its body's bytes. */
async function waterfallOf(requests, startedAt, baseUrl) {
  const lines = [];
  for (const request of [...requests]) {
    const timing = request.timing();
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    const start = timing.startTime - startedAt;
    lines.push({ start, end: start + timing.responseEnd, url: request.url().replace(baseUrl, ''), bytes: sizes.responseBodySize });
  }
  return lines.sort((a, b) => a.start - b.start);
}

function printWaterfall(waterfall) {
  for (const { start, end, url, bytes } of waterfall) {
    console.log(`      ${ms(start).padStart(6)} -> ${ms(end).padStart(6)} ms  ${size(bytes).padStart(8)}  ${url}`);
  }
}

function printFirstRows(demo, scale) {
  console.log(`\nAdmin list pages, cold browser, time until the first row shows (${FIRST_ROW}); goal at scale: 1,500 ms:`);
  for (const [index, { pathname, ms: scaleMs }] of scale.entries()) {
    const demoMs = demo[index]?.ms;
    const shown = (value) => (value === undefined ? 'no row in 30 s' : `${ms(value)} ms`);
    console.log(`  ${pathname.padEnd(36)} demo ${shown(demoMs).padStart(14)}   scale ${shown(scaleMs).padStart(14)}`);
    printWaterfall(scale[index].waterfall);
  }
}

/** Cold Lighthouse at scale through scripts/audit-pages.mjs (a new Chromium per run): its pages include the newest post and the first listing. */
function lighthouse(api) {
  console.log(`\nCold Lighthouse at scale (${LIGHTHOUSE_PAGES.join(', ')} among them), npm run audit:pages:`);
  spawnSync(process.execPath, [path.join(workspaceRoot, 'scripts/audit-pages.mjs'), api.baseUrl], {
    stdio: 'inherit',
    env: { ...process.env, AUDIT_RUNS: process.env.AUDIT_RUNS ?? '3' },
  });
}

async function main() {
  const scaleUrl = process.argv[2] ?? process.env.SCALE_DATABASE_URL ?? DEFAULT_SCALE_DATABASE_URL;
  const scaleSize = await fixtureSize(scaleUrl).catch(() => null);
  if (!scaleSize || Number(scaleSize.enquiries) === 0) throw new Error(`${scaleUrl} holds no scale fixture: run npm run seed:scale first`);
  const { applied } = await requireTypeScript('services/core/src/database/migrate.ts').prepareDatabase(scaleUrl);
  if (applied.length) console.log(`Applied to the scale fixture: ${applied.join(', ')}`);
  const { createMigratedDatabase, deleteRedisKeys, dropDatabase } = require('../tools/jest/test-database.cjs');
  const demoDatabase = await createMigratedDatabase('harbourline_bench_scale');
  const workDir = await mkdtemp(path.join(tmpdir(), 'hl-bench-scale-'));
  try {
    console.log(`Demo content: ${demoDatabase.url}\nScale fixture: ${scaleUrl} (${scaleSize.posts} posts, ${scaleSize.enquiries} enquiries)`);
    const demo = await startApi(demoDatabase.url, workDir, 'demo');
    const scale = await startApi(scaleUrl, workDir, 'scale');
    const runs = [];
    for (const api of [demo, scale]) {
      const cookie = await signIn(api);
      runs.push({ api, cookie, slugs: await slugsOf(api, cookie) });
    }
    const rows = [];
    for (const [name, access, urlOf] of TARGETS.filter(([name]) => wanted(name))) {
      const results = [];
      for (const { api, cookie, slugs } of runs) {
        const headers = access === 'staff' ? { cookie, origin: api.baseUrl } : {};
        results.push(await measure(`${api.baseUrl}${urlOf(slugs)}`, headers));
        if (api.failed()) throw api.failed();
      }
      rows.push({ name, demo: results[0], scale: results[1] });
      process.stdout.write('.');
    }
    console.log(`\n\n${REQUESTS} sequential requests per target after 2 warm-up ones; time to the last byte in ms; bytes uncompressed:\n`);
    printTable(rows);
    console.log("\nExports, read once each: time, bytes, and the API process's resident memory before and at its peak:");
    for (const url of EXPORTS.filter(wanted)) {
      for (const [name, { api, cookie }] of [
        ['demo', runs[0]],
        ['scale', runs[1]],
      ]) {
        const result = await measureExport(api, cookie, url);
        console.log(
          `  ${url} on ${name}: ${result.seconds.toFixed(1)} s, ${size(result.bytes)}, RSS ${Math.round(result.before / 1024)} MB -> peak ${Math.round(result.peak / 1024)} MB`,
        );
      }
    }
    const homeBuilt = rows.some((row) => row.name.endsWith('(HTML)') && row.scale.status === 200);
    if (homeBuilt) printFirstRows(await adminFirstRows(demo, runs[0].cookie), await adminFirstRows(scale, runs[1].cookie));
    else console.log('Admin first rows skipped: no public page was served (build the web apps, and keep an (HTML) target in BENCH_ONLY).');
    if (process.env.BENCH_LIGHTHOUSE === '0') console.log('Lighthouse skipped (BENCH_LIGHTHOUSE=0).');
    else if (!homeBuilt) console.log('Lighthouse skipped: the web apps are not built (npm run build).');
    else lighthouse(scale);
  } finally {
    await stopServices();
    await dropDatabase(demoDatabase.name);
    await deleteRedisKeys(REDIS_URL, REDIS_PREFIX);
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch(async (error) => {
  console.error(error);
  await stopServices();
  process.exit(1);
});
