import { expect, test, type Page } from '@playwright/test';
import { OWNER, signInThroughApi } from '../support/accounts';
import { expectHydrated } from '../support/page-scripts';

const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', '@tanstack/react-query', 'zustand', 'styled-components', '@app/web'];

test.describe('the shell loads every remote at run time', () => {
  test('the public site renders through the shell', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Property Management in Singapore' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })).toBeVisible();
  });

  for (const [path, heading] of [
    ['/admin/content', 'Content Manager'],
    ['/admin/media', 'Media Library'],
    ['/admin/users', 'User Management'],
    ['/admin/inbox', 'Enquiries'],
    ['/admin/tenancies', 'Tenancies'],
    ['/admin/tenancies/maintenance', 'Maintenance requests'],
    ['/admin/tenancies/rent', 'Rent'],
  ] as const) {
    test(`a deep link to ${path} shows its remote's area`, async ({ page }) => {
      await signInThroughApi(page, OWNER);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('/portal shows the tenant portal remote, which asks a visitor for their e-mail', async ({ page }) => {
    await page.goto('/portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to report a repair' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your e-mail address' })).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('an unknown API path answers JSON, not the page', async ({ request }) => {
    const response = await request.get('/api/no-such-route');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
  });
});

test.describe('a remote that cannot load', () => {
  test('breaks only its own area, and Retry really retries', async ({ page }) => {
    await signInThroughApi(page, OWNER);
    await page.route('**/mfe/mfe-admin-media/**', (route) => route.abort());
    await page.goto('/admin/media');
    const fallback = page.getByRole('alert');
    await expect(fallback.getByRole('heading', { name: 'Media Library could not be loaded' })).toBeVisible();

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Property Management in Singapore' })).toBeVisible();

    await page.goto('/admin/media');
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.unroute('**/mfe/mfe-admin-media/**');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
  });
});

/** Each shared module loaded on the page, with the containers it was loaded from. */
function loadedSharedModules(page: Page, names: string[]) {
  return page.evaluate((wanted) => {
    type Shared = { loaded?: boolean; from: string };
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> } })
      .__FEDERATION__.__SHARE__;
    const copies: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        if (!wanted.includes(name)) continue;
        for (const [version, shared] of Object.entries(versions)) {
          if (shared.loaded) copies[name] = [...new Set([...(copies[name] ?? []), `${shared.from}@${version}`])];
        }
      }
    }
    return copies;
  }, names);
}

test('a public page whose remote cannot load keeps its server-rendered content and links', async ({ page }) => {
  await page.route('**/mfe/mfe-public/**', (route) => route.abort());
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Property Management in Singapore' })).toBeVisible();
  await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Property Insights' })).toBeVisible();
});

test('each shared singleton is loaded once, and remotes use it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInThroughApi(page, OWNER);
  await page.goto('/admin/users');
  // The users remote calls useState itself: a second React copy would throw "Invalid hook call".
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  // The tenancies remote loads in the same page (its sidebar badge and area): still one copy of each.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /Tenancies/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tenancies' })).toBeVisible();
  const loadedCopies = await loadedSharedModules(page, SINGLETONS);
  for (const name of SINGLETONS) expect(loadedCopies[name], name).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a public page loads React only with its first island, and then one React', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Property Management in Singapore' })).toBeVisible();
  // No island is on screen at first: the page is the server's HTML, and React is not loaded.
  expect(await loadedSharedModules(page, ['react', 'react-dom', 'react-dom/client'])).toEqual({});

  // The contact form's island (its component calls React hooks itself) hydrates as it comes near the screen.
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expectHydrated(page, 'contact-form');
  const loadedCopies = await loadedSharedModules(page, ['react', 'react-dom', 'react-dom/client']);
  for (const name of ['react', 'react-dom', 'react-dom/client']) expect(loadedCopies[name], name).toHaveLength(1);
  expect(errors).toEqual([]);
});
