import { expect, test } from '@playwright/test';
import { type Account, ensureAccounts, OWNER, pageSignedInElsewhere, signInThroughApi } from '../support/accounts';

/** An account of this file alone: its password is reset here. */
const KUMAR: Account = { username: 'kumar', email: 'kumar@harbourline.sg', password: 'Serangoon-Road-2026', role: 'content_manager' };
const NEW_PASSWORD = 'Little-India-Arcade-2027';

test.beforeAll(async ({ baseURL }) => ensureAccounts(baseURL as string, [KUMAR]));

test('"Forgot password?" on the login page gives the same answer for any address', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);

  await page.getByLabel(/^Email/).fill('nobody-at-all@harbourline.sg');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();

  await expect(page.getByRole('status')).toContainText('If an account uses this address, we have sent it a link');
});

test('a super admin hands over a one-time reset link; it sets the password once and signs the account out', async ({ page, browser }) => {
  const kumarPage = await pageSignedInElsewhere(browser, KUMAR);

  await signInThroughApi(page, OWNER);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Edit kumar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByRole('button', { name: 'Create Reset Link' }).click();
  const link = await dialog.getByLabel('One-time reset link').inputValue();
  expect(link).toMatch(/\/auth\/reset-password\?token=/);

  await kumarPage.goto(link);
  await kumarPage.getByLabel(/^New Password/).fill(NEW_PASSWORD);
  await kumarPage.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
  await kumarPage.getByRole('button', { name: 'Set New Password' }).click();
  await expect(kumarPage.getByRole('status')).toContainText('Your password has been changed.');
  expect((await kumarPage.request.get('/api/auth/me')).status()).toBe(401);

  await kumarPage.goto(link);
  await kumarPage.getByLabel(/^New Password/).fill('Another-try-at-it-2028');
  await kumarPage.getByLabel(/^Confirm New Password/).fill('Another-try-at-it-2028');
  await kumarPage.getByRole('button', { name: 'Set New Password' }).click();
  await expect(kumarPage.getByRole('alert')).toContainText('This reset link is invalid, has expired or has been used already.');

  await kumarPage.getByRole('link', { name: 'Back to login' }).click();
  await kumarPage.getByLabel(/^Email/).fill(KUMAR.email);
  await kumarPage.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await kumarPage.getByRole('button', { name: 'Login' }).click();
  await expect(kumarPage).toHaveURL(/\/admin$/);
  await kumarPage.context().close();
});
