import { expect, test } from '@playwright/test';
import { authenticator } from 'otplib';
import { type Account, ensureAccounts, signInThroughApi } from '../support/accounts';

/** An account of this file alone: it turns two-factor sign-in on. */
const SIEW: Account = { username: 'siew', email: 'siew@harbourline.sg', password: 'Joo-Chiat-Road-2026', role: 'content_manager' };

test.beforeAll(async ({ baseURL }) => ensureAccounts(baseURL as string, [SIEW]));

test('a content manager turns on two-factor sign-in with the shown key, signs out, and signs in with a code', async ({ page }) => {
  await signInThroughApi(page, SIEW);
  await page.goto('/admin/account');

  await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your two-factor key' })).toBeVisible();
  const secret = await page.getByLabel('Key').inputValue();
  await page.getByLabel(/^Code from the app/).fill(authenticator.generate(secret));
  await page.getByRole('button', { name: 'Turn On' }).click();
  await expect(page.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);

  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel(/^Email/).fill(SIEW.email);
  await page.getByLabel(/^Password/).fill(SIEW.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await page.getByLabel(/^Authentication code/).fill(authenticator.generate(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
