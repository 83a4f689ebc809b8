// Prints the JavaScript a page loads, raw and gzip, by file: node scripts/measure-page-weight.mjs [url]
// Needs a running site (npm start) and Debian's Chromium.
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/chromium.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:3000/';
const browser = await launchChromium();
const page = await browser.newPage();
const scripts = [];
page.on('response', async (response) => {
  if (response.request().resourceType() !== 'script') return;
  const body = await response.body().catch(() => Buffer.alloc(0));
  scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
});
await page.goto(url, { waitUntil: 'networkidle' });
await browser.close();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const file of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(file.gzip).padStart(9)} gzip  ${kb(file.raw).padStart(9)} raw  ${file.url}`);
const total = scripts.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), { raw: 0, gzip: 0 });
console.log(`JavaScript for ${url}: ${scripts.length} files, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip`);
