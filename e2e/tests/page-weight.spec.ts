import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { BlogPostSummary } from '@app/contracts';

/**
 * The JavaScript a public page loads, gzip, at most. The goal is 150 KB; measured today 201–218 KB (/contact, whose
 * form is on screen, the most): React DOM 64, the federation runtime 45, zod 25 (the endpoint catalogue), the router,
 * query and styling libraries, the site's own code. Forms and the toaster load when needed. This keeps it from
 * growing while the rest is worked down. scripts/measure-page-weight.mjs prints the files.
 */
const JAVASCRIPT_BUDGET_KB = 225;

test.describe('the JavaScript budget of public pages', () => {
  for (const path of ['/', '/services', '/blog', '/contact', 'a post']) {
    test(`${path} loads at most ${JAVASCRIPT_BUDGET_KB} KB gzip of JavaScript, and nothing of the admin side`, async ({ page }) => {
      const scripts: Promise<{ url: string; gzip: number }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
      });
      const url = path === 'a post' ? `/blog/${(((await (await page.request.get('/api/blog-posts')).json()) as BlogPostSummary[])[0] as BlogPostSummary).slug}` : path;
      await page.goto(url, { waitUntil: 'networkidle' });
      const loaded = await Promise.all(scripts);
      const totalKb = loaded.reduce((sum, script) => sum + script.gzip, 0) / 1024;
      expect(loaded.filter((script) => script.url.startsWith('/mfe/mfe-admin-'))).toEqual([]);
      expect(totalKb, loaded.map((script) => `${script.url} ${(script.gzip / 1024).toFixed(1)} KB`).join('\n')).toBeLessThanOrEqual(JAVASCRIPT_BUDGET_KB);
    });
  }
});
