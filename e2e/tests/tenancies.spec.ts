import { expect, test } from '@playwright/test';
import { ensureAccounts, signInThroughApi, STAFF } from '../support/accounts';

test.beforeAll(async ({ baseURL }) => {
  await ensureAccounts(baseURL ?? '', [STAFF.admin]);
});

test('an admin adds a tenancy through the form, finds it by search, and ends it', async ({ page }) => {
  const run = Date.now().toString(36);
  await signInThroughApi(page, STAFF.admin);
  await page.goto('/admin/tenancies');
  await page.getByRole('link', { name: 'New tenancy' }).click();
  await page.getByRole('textbox', { name: 'Address' }).fill(`${run} Tanjong Rhu Road #05-01`);
  await page.getByRole('textbox', { name: /Tenant’s name/ }).fill('Lim Wei Jie');
  await page.getByRole('textbox', { name: /Tenant’s e-mail/ }).fill(`wei.jie.${run}@example.sg`);
  await page.getByRole('textbox', { name: /Tenant’s phone/ }).fill('8123 4567');
  await page.getByRole('spinbutton', { name: /Monthly rent/ }).fill('4150.50');
  await page.getByLabel(/Lease starts/).fill('2026-02-01');
  await page.getByLabel(/Lease ends/).fill('2028-01-31');
  await page.getByRole('checkbox', { name: /sign-in link/ }).uncheck();
  await page.getByRole('button', { name: 'Create tenancy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lim Wei Jie' })).toBeVisible();
  await expect(page.getByText('not invited to the portal yet')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Tenancies' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(run);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: /Lim Wei Jie/ });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('4,150.50');
  await expect(page.getByRole('row')).toHaveCount(2);

  await row.getByRole('link', { name: 'Lim Wei Jie' }).click();
  await page.getByRole('button', { name: 'End tenancy' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End tenancy' }).click();
  await expect(page.getByText(/Tenancy ended/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'End tenancy' })).toHaveCount(0);
});
