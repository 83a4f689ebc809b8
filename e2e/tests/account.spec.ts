import { expect, test, type Page } from '@playwright/test';
import { type Account, ensureAccounts, pageSignedInElsewhere, signInThroughApi } from '../support/accounts';

/** An account of this file alone: its password changes here. */
const FARAH: Account = { username: 'farah', email: 'farah@harbourline.sg', password: 'Bukit-Timah-2026', role: 'content_manager' };
const NEW_PASSWORD = 'Pasir-Ris-Beach-2027';

// The tests follow each other: the first changes the password the others sign in with.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => ensureAccounts(baseURL as string, [FARAH]));

function notice(page: Page, title: string) {
  return page.getByRole('region', { name: /notifications/i, includeHidden: true }).getByText(title, { exact: true });
}

test('a content manager changes their own password: this browser stays signed in, another one is signed out', async ({ page, browser }) => {
  const otherPage = await pageSignedInElsewhere(browser, FARAH);
  await signInThroughApi(page, FARAH);

  await page.goto('/admin');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Change Password' });
  await form.getByLabel(/^Current Password/).fill(FARAH.password);
  await form.getByLabel(/^New Password/).fill(NEW_PASSWORD);
  await form.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change Password' }).click();

  await expect(notice(page, 'Password changed')).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  expect((await otherPage.request.get('/api/auth/me')).status()).toBe(401);
  await otherPage.context().close();

  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughApi(page, { ...FARAH, password: NEW_PASSWORD });
});

test('a content manager renames themselves and the sidebar shows the new name', async ({ page }) => {
  await signInThroughApi(page, { ...FARAH, password: NEW_PASSWORD });
  await page.goto('/admin/account');

  const form = page.getByRole('form', { name: 'Profile' });
  await form.getByLabel('Full Name').fill('Farah Binte Ismail');
  await form.getByRole('button', { name: 'Save Profile' }).click();

  await expect(notice(page, 'Profile updated')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByText('Farah Binte Ismail')).toBeVisible();
});

test('a content manager sees where they are signed in and signs another browser out', async ({ page, browser }) => {
  const phone = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const phonePage = await phone.newPage();
  await signInThroughApi(phonePage, { ...FARAH, password: NEW_PASSWORD });
  await signInThroughApi(page, { ...FARAH, password: NEW_PASSWORD });
  await page.goto('/admin/account');

  const sessions = page.getByRole('table', { name: 'Signed-in sessions' });
  const thisBrowser = sessions.getByRole('row').filter({ hasText: 'This browser' });
  await expect(thisBrowser).toContainText('Chrome on Linux');
  await sessions.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();

  await expect(notice(page, 'Session signed out')).toBeVisible();
  await expect(sessions.getByRole('cell', { name: 'Safari on iPhone' })).toHaveCount(0);
  expect((await phonePage.request.get('/api/auth/me')).status()).toBe(401);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  await phone.close();
});
