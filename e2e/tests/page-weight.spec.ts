import { gzipSync } from 'node:zlib';
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { BlogPostSummary, PropertySearchResult } from '@app/contracts';

/**
 * The JavaScript a public page loads at first (gzip), measured at load without scrolling, once the network is idle.
 * Public pages are the server's HTML with islands (mfe-public/src/islands): the shell's main.js, the federation
 * runtime and mfe-public's remoteEntry and site module load on every page; React, the hydration code and an
 * island's own code only with the first island wanted (on screen, or when idle). So a page with no
 * form on screen stays small, and a form on screen (its island hydrates at once) brings React DOM and the form's code.
 * Measured 2026-11-27 at 1280×720: /, /about, /services, /blog (its filter is enhanced without React), a post and
 * /properties 36–40 KB (no island hydrates at load); /contact 138.9 and a listing 140.9 (the contact form's island).
 * scripts/measure-page-weight.mjs prints the files.
 */
const BUDGETS_KB = { withoutForm: 120, withForm: 150 };

/** Pages with no form on screen at load, and pages with one (the contact form, a listing's enquiry form, /blog's search). */
const PAGES: Array<{ path: string; budget: number }> = [
  ...['/', '/about', '/services', 'a post', '/properties'].map((path) => ({ path, budget: BUDGETS_KB.withoutForm })),
  ...['/contact', 'a listing', '/blog'].map((path) => ({ path, budget: BUDGETS_KB.withForm })),
];

async function addressOf(page: string, request: APIRequestContext): Promise<string> {
  if (page === 'a post') return `/blog/${((await (await request.get('/api/blog-posts')).json()) as BlogPostSummary[])[0]?.slug}`;
  if (page === 'a listing') return `/properties/${((await (await request.get('/api/properties')).json()) as PropertySearchResult).items[0]?.slug}`;
  return page;
}

test.describe('the JavaScript budget of public pages', () => {
  for (const { path, budget } of PAGES) {
    test(`${path} loads at most ${budget} KB gzip of JavaScript, and nothing of the admin side`, async ({ page }) => {
      const scripts: Promise<{ url: string; gzip: number }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
      });
      await page.goto(await addressOf(path, page.request), { waitUntil: 'networkidle' });
      const loaded = await Promise.all(scripts);
      const totalKb = loaded.reduce((sum, script) => sum + script.gzip, 0) / 1024;
      const files = loaded.map((script) => `${script.url} ${(script.gzip / 1024).toFixed(1)} KB`).join('\n');
      console.log(`${path}: ${totalKb.toFixed(1)} KB gzip of JavaScript\n${files}`);
      test.info().annotations.push({ type: 'JavaScript', description: `${path}: ${totalKb.toFixed(1)} KB gzip` });
      expect(loaded.filter((script) => script.url.startsWith('/mfe/mfe-admin-'))).toEqual([]);
      expect(totalKb, files).toBeLessThanOrEqual(budget);
    });
  }
});
