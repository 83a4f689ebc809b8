import { expect, type Locator, type Page, request as playwrightRequest, test } from '@playwright/test';
import { type Account, ensureAccounts, OWNER, signInThroughApi } from '../support/accounts';

/** 30 accounts on top of the others, so the list has pages; one with an e-mail address far wider than its column. */
const PREFIX = 'scale-desk';
const LONG_EMAIL = `${'tenancy.renewals.and.portfolio.coordination.'.repeat(3)}desk@harbourline-asset-progression.sg`;
/** The username of this file's account number `index`: PREFIX-00 to PREFIX-29. */
const usernameOf = (index: number) => `${PREFIX}-${String(index).padStart(2, '0')}`;
const ACCOUNTS: Account[] = Array.from({ length: 30 }, (_, index) => {
  const username = usernameOf(index);
  return {
    username,
    email: index === 0 ? LONG_EMAIL : `${username}@harbourline.sg`,
    password: 'Harbourfront-Desk-2026',
    role: index < 4 ? 'admin' : 'content_manager',
  };
});

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(async ({ baseURL }) => ensureAccounts(baseURL as string, ACCOUNTS));

/** Later test files see the list as it was. */
test.afterAll(async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  await api.post('/api/auth/login', { data: { email: OWNER.email, password: OWNER.password } });
  const { items } = (await (await api.get(`/api/admin/users?q=${PREFIX}&pageSize=100`)).json()) as { items: { id: string }[] };
  for (const { id } of items) await api.delete(`/api/admin/users/${id}`);
  await api.dispose();
});

test.beforeEach(async ({ page }) => signInThroughApi(page, OWNER));

test('at 1280 px a very long e-mail is cut short and the Role, Status and Actions columns stay in view', async ({ page }) => {
  await page.goto(`/admin/users?q=${PREFIX}-00`);
  const row = page.getByRole('row').filter({ hasText: `${PREFIX}-00` });
  const email = row.getByRole('cell', { name: LONG_EMAIL });
  await expect(email).toHaveAttribute('title', LONG_EMAIL);

  for (const control of [
    row.getByRole('combobox', { name: `Role for ${PREFIX}-00` }),
    row.getByText('Active'),
    row.getByRole('button', { name: `Delete ${PREFIX}-00` }),
  ]) {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

/** The list's first row (the header is row 0). */
const firstRow = (page: Page) => page.getByRole('row').nth(1);
/** The cell with the username of this file's account number `index`, within `scope`. */
const userCell = (scope: Page | Locator, index: number) => scope.getByRole('cell', { name: usernameOf(index), exact: true });

test('a super admin pages through, newest first, searches and filters by role', async ({ page }) => {
  await page.goto('/admin/users');
  await page.getByLabel('Search username, name or e-mail').fill(PREFIX);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1–25 of 30 · Page 1 of 2')).toBeVisible();
  await expect(userCell(firstRow(page), 29)).toBeVisible();
  await expect(userCell(page, 5)).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('26–30 of 30 · Page 2 of 2')).toBeVisible();
  await expect(userCell(firstRow(page), 4)).toBeVisible();
  await expect(userCell(page, 0)).toBeVisible();
  await expect(userCell(page, 29)).toHaveCount(0);
  await expect(page).toHaveURL(/page=2/);

  await page.getByLabel('Role', { exact: true }).selectOption('Admin');
  await expect(page.getByText('1–4 of 4 · Page 1 of 1')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Role for / })).toHaveCount(4);

  await page.getByLabel('Search username, name or e-mail').fill('nobody-by-this-name');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'No users found.' })).toBeVisible();
});

test('after "User created" the new account is in view: the first row, marked and focused, whatever was searched', async ({ page }) => {
  const username = `${PREFIX}-new`;
  await page.goto(`/admin/users?q=${PREFIX}&page=2`);
  await page.getByRole('button', { name: 'Create User' }).click();
  const create = page.getByRole('dialog', { name: 'Create New User' });
  await create.getByLabel(/^Username/).fill(username);
  await create.getByLabel(/^Email/).fill(`${username}@harbourline.sg`);
  await create.getByLabel(/^Password/).fill('Harbourfront-Desk-2026');
  await create.getByLabel(/^Confirm Password/).fill('Harbourfront-Desk-2026');
  await create.getByRole('button', { name: 'Create User' }).click();

  const newRow = page.getByRole('row').nth(1);
  await expect(newRow.getByRole('cell', { name: `Just created: ${username}`, exact: true })).toBeVisible();
  await expect(newRow).toBeFocused();
  await expect(newRow).toBeInViewport();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByLabel('Search username, name or e-mail')).toHaveValue('');
});
