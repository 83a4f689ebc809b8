import { expect, test } from '@playwright/test';
import { type Account, ensureAccounts, signInThroughApi } from '../support/accounts';
import { codeOfStep, turnOnTwoFactor } from '../support/totp';

/** Accounts of this file alone: each turns two-factor sign-in on. */
const SIEW: Account = { username: 'siew', email: 'siew@harbourline.sg', password: 'Joo-Chiat-Road-2026', role: 'content_manager' };
const KAI: Account = { username: 'kai', email: 'kai@harbourline.sg', password: 'Telok-Ayer-2026', role: 'content_manager' };
const RANI: Account = { username: 'rani', email: 'rani@harbourline.sg', password: 'Kallang-River-2026', role: 'content_manager' };

test.beforeAll(async ({ baseURL }) => ensureAccounts(baseURL as string, [SIEW, KAI, RANI]));

test('a content manager turns on two-factor sign-in with the shown key, signs out, and signs in with a code', async ({ page }) => {
  await signInThroughApi(page, SIEW);
  await page.goto('/admin/account');

  await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your two-factor key' })).toBeVisible();
  const secret = await page.getByLabel('Key').inputValue();
  await page.getByLabel(/^Code from the app/).fill(codeOfStep(secret));
  await page.getByRole('button', { name: 'Turn On' }).click();
  await expect(page.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);

  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel(/^Email/).fill(SIEW.email);
  await page.getByLabel(/^Password/).fill(SIEW.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await page.getByLabel(/^Authentication code/).fill(codeOfStep(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a content manager makes new recovery codes on My Account with a current code', async ({ page }) => {
  await signInThroughApi(page, KAI);
  const secret = await turnOnTwoFactor(page.request);
  await page.goto('/admin/account');

  const form = page.getByRole('form', { name: 'New recovery codes' });
  await form.getByLabel(/^Code from the app/).fill(codeOfStep(secret, 1));
  await form.getByRole('button', { name: 'Make New Recovery Codes' }).click();

  await expect(page.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
});

test('a content manager turns two-factor sign-in off on My Account, then signs in with the password alone', async ({ page }) => {
  await signInThroughApi(page, RANI);
  const secret = await turnOnTwoFactor(page.request);
  await page.goto('/admin/account');

  const form = page.getByRole('form', { name: 'Turn off two-factor sign-in' });
  await form.getByLabel(/^Current Password/).fill(RANI.password);
  await form.getByLabel(/^Code from the app/).fill(codeOfStep(secret, 1));
  await form.getByRole('button', { name: 'Turn Off Two-Factor Sign-In' }).click();

  await expect(page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' })).toBeVisible();
  const login = await page.request.post('/api/auth/login', { data: { email: RANI.email, password: RANI.password } });
  expect(await login.json()).toMatchObject({ email: RANI.email });
});
