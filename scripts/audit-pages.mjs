// Lighthouse (mobile defaults) on the home page, the blog and one post of a running site; prints the four
// category scores, the main metrics and the JavaScript each page loads.
//   node scripts/audit-pages.mjs [base URL, default http://127.0.0.1:3000] [post slug, default the newest post]
// Needs Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). chrome-launcher is Lighthouse's own launcher.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const slug = process.argv[3] ?? (await newestPostSlug(base));
const pages = ['/', '/blog', `/blog/${slug}`];

async function newestPostSlug(origin) {
  const response = await fetch(`${origin}/api/blog-posts`);
  if (!response.ok) throw new Error(`GET /api/blog-posts answered ${response.status}: is the site running at ${origin}?`);
  const [post] = await response.json();
  if (!post) throw new Error('No published post to audit: pass a slug as the second argument.');
  return post.slug;
}

function scriptBytes(lhr) {
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  return {
    files: scripts.length,
    transfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    raw: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  for (const path of pages) {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = CATEGORIES.map((id) => `${lhr.categories[id].title} ${Math.round(lhr.categories[id].score * 100)}`).join(' | ');
    const metrics = METRICS.map((id) => `${lhr.audits[id].title} ${lhr.audits[id].displayValue}`).join(' | ');
    const js = scriptBytes(lhr);
    console.log(`\n${path}\n  ${scores}\n  ${metrics}\n  JavaScript: ${js.files} files, ${kb(js.transfer)} transferred (compressed), ${kb(js.raw)} uncompressed`);
    const failing = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary');
    if (failing.length > 0) console.log(`  Failing checks: ${failing.map((audit) => audit.id).join(', ')}`);
  }
} finally {
  await chrome.kill();
}
