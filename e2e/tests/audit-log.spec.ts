import { expect, test } from '@playwright/test';
import { type Account, ensureAccounts, OWNER, pageSignedInElsewhere, signInThroughApi, STAFF } from '../support/accounts';
import { turnOnTwoFactor } from '../support/totp';

/** An account of this file alone: it changes its password and turns two-factor sign-in on. */
const LIAN: Account = { username: 'lian', email: 'lian@harbourline.sg', password: 'Kampong-Glam-2026', role: 'content_manager' };
const NEW_PASSWORD = 'Kampong-Glam-2027';

test.beforeAll(async ({ baseURL }) => ensureAccounts(baseURL as string, [LIAN, STAFF.admin]));

test('the audit log shows a content manager changing their own password and enrolling in two-factor sign-in', async ({ page, browser }) => {
  const lian = await pageSignedInElsewhere(browser, LIAN);
  expect((await lian.request.post('/api/account/password', { data: { currentPassword: LIAN.password, newPassword: NEW_PASSWORD } })).status()).toBe(200);
  await turnOnTwoFactor(lian.request);
  await lian.context().close();

  await signInThroughApi(page, OWNER);
  await page.goto('/admin/users');
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await page.getByLabel('Actor (username or e-mail)').fill(LIAN.email);
  await page.getByRole('button', { name: 'Filter' }).click();

  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'account.password_changed' }).filter({ hasText: LIAN.username })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'account.two_factor_enabled' }).filter({ hasText: LIAN.username })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Two-factor sign-in turned on' }).filter({ hasText: LIAN.username })).toHaveCount(1);
  await expect(page).toHaveURL(/actor=lian%40harbourline\.sg/);

  await page.getByLabel('Action').selectOption({ label: 'Two-factor sign-in turned on' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(rows.filter({ hasText: 'account.password_changed' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'account.two_factor_enabled' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /\/api\/admin\/audit-log\/export\.csv\?action=account\.two_factor_enabled&actor=lian%40harbourline\.sg/,
  );
});

test("an admin sees the content manager rows, and not the owner's own sign-ins", async ({ page }) => {
  await signInThroughApi(page, STAFF.admin);
  await page.goto(`/admin/users/audit-log?actor=${encodeURIComponent(LIAN.username)}`);
  await expect(page.getByRole('row').filter({ hasText: 'account.password_changed' })).toHaveCount(1);

  await page.goto(`/admin/users/audit-log?actor=${encodeURIComponent(OWNER.email)}&action=auth.login_succeeded`);
  await expect(page.getByRole('heading', { name: 'No audit entries found' })).toBeVisible();
});
