import { expect, test, type Page } from '@playwright/test';
import type { BlogPostSummary, ContentDraft } from '@app/contracts';
import { OWNER, signInThroughApi } from '../support/accounts';
import { islandsNotHydrated } from '../support/page-scripts';
import { STATIC_ROUTES } from '../support/public-pages';

/** Every public page, and what a visitor must see on it without any script (the unsubscribe page needs a token). */
const PUBLIC_PAGES = STATIC_ROUTES.filter((route) => !route.path.startsWith('/newsletter/'));

/** Scrolls down the page a screen at a time to its end, as a reader does, so each island comes near the screen. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  });
}

async function newestPost(page: Page): Promise<BlogPostSummary> {
  const [post] = (await (await page.request.get('/api/blog-posts')).json()) as BlogPostSummary[];
  if (!post) throw new Error('The seed has no published post');
  return post;
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1 } of PUBLIC_PAGES) {
    test(`${path} shows its content and links`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('a post shows its article, and the contact page its form', async ({ page }) => {
    const post = await newestPost(page);
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('article', { name: post.title }).locator('p').first()).toBeVisible();

    await page.goto('/contact');
    await expect(page.getByRole('textbox', { name: /Name/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Send/ }).first()).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test("every island of every public page hydrates without an error, a mismatch or a second fetch of the page's data", async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // A missing file (an image other tests deleted) is the network's report, not the page's code.
      if (message.text().startsWith('Failed to load resource')) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    const post = await newestPost(page);

    for (const path of [...PUBLIC_PAGES.map((each) => each.path).filter((each) => each !== '/no/such/page'), `/blog/${post.slug}`]) {
      const dataRequests: string[] = [];
      const onRequest = (request: { url(): string }) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) dataRequests.push(request.url());
      };
      page.on('request', onRequest);
      await page.goto(path, { waitUntil: 'networkidle' });
      // Only the islands hydrate, each as it comes near the screen (or when idle): scroll through the page so each
      // is wanted, then wait until React has hydrated every one (a mismatch is reported on the console).
      await scrollThrough(page);
      await expect.poll(() => islandsNotHydrated(page), { message: `${path}: islands not hydrated` }).toEqual([]);
      await page.waitForTimeout(300);
      page.off('request', onRequest);
      expect(dataRequests, `${path} fetched again what the server had rendered`).toEqual([]);
    }
    expect(problems).toEqual([]);
  });

  test('forms fetch their checks when used, and zod builds no code from strings (the CSP forbids eval)', async ({ page }) => {
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective}`)));
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(`${page.url()}: ${message.text()}`));
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    // The properties page reads its filters with the contracts' schema.
    await page.goto('/properties?type=hdb', { waitUntil: 'networkidle' });
    expect(problems).toEqual([]);
  });

  test('a link opens the next page as its server-rendered HTML, and no island hydrates on a page that has none on screen', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Harbourline' })).toBeVisible();
    expect(documents).toEqual(['/about']);
    // The rest of the page is never hydrated: the footer's newsletter form, off screen, waits for the visitor.
    await page.waitForLoadState('networkidle');
    expect(await islandsNotHydrated(page)).toEqual(['newsletter-footer']);
  });
});

test('a published post is in the HTML of /blog at once', async ({ page }) => {
  await signInThroughApi(page, OWNER);
  const title = `Service charges explained ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/content-drafts', {
    data: { title, content: '<p>What owners pay for, and why.</p>', author: 'Mei Tan', contentType: 'blog', tags: ['Property'], status: 'approved' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const draft = (await created.json()) as ContentDraft;
  expect((await page.request.post(`/api/admin/content-drafts/${draft.id}/publish`)).status()).toBe(200);

  const html = await (await page.request.get('/blog')).text();
  expect(html).toContain(title);
});
