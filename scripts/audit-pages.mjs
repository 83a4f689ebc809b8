// Lighthouse mobile (simulated throttling), median of 5 runs, on the public pages of a running site, as a first-time
// visitor meets them: a new Chromium (a new profile, nothing cached) for every run. Prints the four category scores,
// LCP, TBT, CLS, the main thread's script evaluation (where hydration is spent), the JavaScript transferred and the
// page's DOM elements, each flagged against the goals of issues 22 and 32. It prints figures and never fails on them.
//   npm run audit:pages -- [base URL, default http://127.0.0.1:3000] [--warm]
// --warm reuses one browser for every run (what a returning visitor's warm browser reads; higher than a cold one).
// Needs Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); AUDIT_RUNS changes the number of runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.AUDIT_RUNS ?? 5);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const score = (id) => (lhr) => Math.round(lhr.categories[id].score * 100);
const metric = (id) => (lhr) => lhr.audits[id].numericValue;
const scriptEvaluation = (lhr) => lhr.audits['mainthread-work-breakdown'].details.items.find((item) => item.group === 'scriptEvaluation')?.duration ?? 0;
const scriptBytes = (lhr) =>
  lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
/** name, how to read it from a report, how to print it, the goal it must meet (none for the JavaScript). */
const COLUMNS = [
  ['Perf', score('performance'), String, (v) => v >= 98],
  ['A11y', score('accessibility'), String, (v) => v === 100],
  ['BP', score('best-practices'), String, (v) => v === 100],
  ['SEO', score('seo'), String, (v) => v === 100],
  ['LCP', metric('largest-contentful-paint'), (ms) => `${(ms / 1000).toFixed(1)} s`, (ms) => ms <= 1800],
  ['TBT', metric('total-blocking-time'), (ms) => `${Math.round(ms)} ms`, (ms) => ms <= 100],
  ['CLS', metric('cumulative-layout-shift'), (v) => v.toFixed(3), (v) => v <= 0.02],
  ['Script', scriptEvaluation, (ms) => `${Math.round(ms)} ms`, null],
  ['JS', scriptBytes, (bytes) => `${Math.round(bytes / 1024)} KB`, null],
  ['DOM', metric('dom-size'), String, (elements) => elements <= 1500],
];

const warm = process.argv.includes('--warm');
const base = (process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const pages = ['/', '/services', '/blog', `/blog/${await firstSlug('/api/blog-posts', (posts) => posts)}`, '/contact', '/properties'];
pages.push(`/properties/${await firstSlug('/api/properties', (result) => result.items)}`);

/** The slug of the first item an endpoint lists (the newest post, the first shown listing). */
async function firstSlug(endpoint, itemsOf) {
  const response = await fetch(`${base}${endpoint}`);
  if (!response.ok) throw new Error(`GET ${endpoint} answered ${response.status}: is the site running at ${base}?`);
  const [item] = itemsOf(await response.json());
  if (!item) throw new Error(`${endpoint} lists nothing to audit`);
  return item.slug;
}

/** One Lighthouse report; a run Lighthouse itself gives up on (e.g. NO_NAVSTART on a busy machine) is run again, twice at most. */
async function audit(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    const error = result?.lhr.runtimeError;
    if (result && !error) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error?.code ?? 'no result'} ${error?.message ?? ''}`);
    process.stderr.write(`${url}: ${error?.code ?? 'no result'}, running it again\n`);
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The weighted checks of Accessibility, Best Practices and SEO that failed in a report. */
function failingAudits(lhr) {
  const refs = ['accessibility', 'best-practices', 'seo'].flatMap((id) => lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0));
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
    .map((a) => a.id);
}

/** A Chromium for the runs: a new one per run (cold), or one kept for all of them (--warm). */
const launch = () => chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
const warmChrome = warm ? await launch() : null;

async function auditRun(url) {
  const chrome = warmChrome ?? (await launch());
  try {
    return await audit(url, chrome.port);
  } finally {
    if (!warmChrome) await chrome.kill();
  }
}

const rows = [];
try {
  for (const path of pages) {
    const reports = [];
    for (let run = 0; run < RUNS; run += 1) reports.push(await auditRun(`${base}${path}`));
    const cells = COLUMNS.map(([, read, format, goal]) => {
      const value = median(reports.map(read));
      return `${format(value)}${goal ? (goal(value) ? ' ✓' : ' ✗') : ''}`;
    });
    const failing = [...new Set(reports.flatMap(failingAudits))];
    rows.push([path.length > 28 ? `${path.slice(0, 27)}…` : path, ...cells, failing.join(', ')]);
    process.stderr.write(`${path} done\n`);
  }
} finally {
  await warmChrome?.kill();
}

const header = ['page', ...COLUMNS.map(([name]) => name), 'failing audits'];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
const line = (row) =>
  row
    .map((cell, i) => cell.padEnd(widths[i]))
    .join('  ')
    .trimEnd();
const browsers = warm ? 'one warm browser for every run' : 'a new browser for every run (cold)';
console.log(
  `\nLighthouse mobile, median of ${RUNS} run${RUNS === 1 ? '' : 's'}, ${browsers}, ${base}  (goals: Perf ≥ 98, A11y/BP/SEO 100, LCP ≤ 1.8 s, TBT ≤ 100 ms, CLS ≤ 0.02, DOM ≤ 1,500 elements)`,
);
console.log([line(header), ...rows.map(line)].join('\n'));
