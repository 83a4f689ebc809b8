// Lighthouse mobile (simulated throttling), median of 5 runs, on the public pages of a running site; prints the
// four category scores, LCP, TBT, CLS and the JavaScript transferred, each flagged against the goals of issue 12.
// It prints figures and never fails on them.
//   npm run audit:pages -- [base URL, default http://127.0.0.1:3000] [post slug, default the newest post]
// Needs Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); AUDIT_RUNS changes the number of runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.AUDIT_RUNS ?? 5);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const score = (id) => (lhr) => Math.round(lhr.categories[id].score * 100);
const metric = (id) => (lhr) => lhr.audits[id].numericValue;
const scriptBytes = (lhr) =>
  lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
/** name, how to read it from a report, how to print it, the goal it must meet (none for the JavaScript). */
const COLUMNS = [
  ['Perf', score('performance'), String, (v) => v >= 98],
  ['A11y', score('accessibility'), String, (v) => v === 100],
  ['BP', score('best-practices'), String, (v) => v === 100],
  ['SEO', score('seo'), String, (v) => v === 100],
  ['LCP', metric('largest-contentful-paint'), (ms) => `${(ms / 1000).toFixed(1)} s`, (ms) => ms <= 1900],
  ['TBT', metric('total-blocking-time'), (ms) => `${Math.round(ms)} ms`, (ms) => ms <= 100],
  ['CLS', metric('cumulative-layout-shift'), (v) => v.toFixed(3), (v) => v <= 0.05],
  ['JS', scriptBytes, (bytes) => `${Math.round(bytes / 1024)} KB`, null],
];

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const slug = process.argv[3] ?? (await newestPostSlug(base));
const pages = ['/', '/services', '/blog', `/blog/${slug}`, '/contact'];

async function newestPostSlug(origin) {
  const response = await fetch(`${origin}/api/blog-posts`);
  if (!response.ok) throw new Error(`GET /api/blog-posts answered ${response.status}: is the site running at ${origin}?`);
  const [post] = await response.json();
  if (!post) throw new Error('No published post to audit: pass a slug as the second argument.');
  return post.slug;
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
  return refs.map((ref) => lhr.audits[ref.id]).filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0).map((a) => a.id);
}

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
const rows = [];
try {
  for (const path of pages) {
    const reports = [];
    for (let run = 0; run < RUNS; run += 1) reports.push(await audit(`${base}${path}`, chrome.port));
    const cells = COLUMNS.map(([, read, format, goal]) => {
      const value = median(reports.map(read));
      return `${format(value)}${goal ? (goal(value) ? ' ✓' : ' ✗') : ''}`;
    });
    const failing = [...new Set(reports.flatMap(failingAudits))];
    rows.push([path.length > 28 ? `${path.slice(0, 27)}…` : path, ...cells, failing.join(', ')]);
    process.stderr.write(`${path} done\n`);
  }
} finally {
  await chrome.kill();
}

const header = ['page', ...COLUMNS.map(([name]) => name), 'failing audits'];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
const line = (row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd();
console.log(`\nLighthouse mobile, median of ${RUNS} run${RUNS === 1 ? '' : 's'}, ${base}  (goals: Perf ≥ 98, A11y/BP/SEO 100, LCP ≤ 1.9 s, TBT ≤ 100 ms, CLS ≤ 0.05)`);
console.log([line(header), ...rows.map(line)].join('\n'));
