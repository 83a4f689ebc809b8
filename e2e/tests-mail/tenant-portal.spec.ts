import { expect, test } from '@playwright/test';
import { phonePhoto } from '../fixtures/media/test-images';
import { signInThroughApi, STAFF } from '../support/accounts';
import { mailSinkForThisFile } from '../support/mail-sink';
import { letUnit } from '../support/portal-accounts';

const { mailsTo, signInOnPhone } = mailSinkForThisFile();

test('a tenant signs in from the mailed link on a phone, reports an emergency with a photo, and sees staff assign it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const tenantEmail = `tenant.${run}@example.sg`;

  await signInThroughApi(page, STAFF.admin);
  await letUnit(page.request, {
    address: `${run} Marine Parade Road #08-12`,
    tenantName: 'Tan Mei Ling',
    tenantEmail,
    tenantPhone: '9123 4567',
    monthlyRent: 3200,
  });
  await expect.poll(() => mailsTo(tenantEmail, 'sign-in link').length, { timeout: 30_000 }).toBe(1);
  const tenant = await signInOnPhone(browser, baseURL, tenantEmail);
  await expect(tenant.getByRole('heading', { name: 'Your repair requests' })).toBeVisible();
  expect(new URL(tenant.url()).search).toBe('');

  await tenant.getByRole('link', { name: 'Report a repair' }).click();
  await tenant.getByRole('combobox', { name: 'What needs fixing?' }).selectOption({ label: 'Plumbing' });
  await expect(tenant.getByText('call our 24/7 line now')).toHaveCount(0);
  await tenant.getByRole('radio', { name: /Emergency/ }).check();
  const emergencyLine = tenant.getByRole('alert').filter({ hasText: 'call our 24/7 line now' });
  await expect(emergencyLine).toBeVisible();
  await expect(emergencyLine.getByRole('link')).toHaveAttribute('href', /^tel:\+?\d+/);
  await tenant.getByRole('textbox', { name: 'Describe the problem' }).fill('Water is pouring through the kitchen ceiling.');
  const photo = await phonePhoto('IMG_3001.jpg');
  await tenant.getByLabel(/Photos \(up to 6\)/).setInputFiles([{ name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer }]);
  await tenant.getByRole('button', { name: 'Send request' }).click();
  await expect(tenant.getByRole('status').filter({ hasText: 'New: We have your request' })).toBeVisible();
  const reference = (await tenant.getByRole('heading', { level: 1 }).textContent())?.split(' ')[0] ?? '';
  expect(reference).toMatch(/^MR-\d+$/);
  await expect(tenant.getByRole('img', { name: 'Reported photo' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => mailsTo('enquiries@harbourline.localhost', `EMERGENCY Maintenance request ${reference}`).length, { timeout: 30_000 }).toBe(1);

  await page.goto('/admin/tenancies/maintenance');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /Tenancies/ })).toContainText(/\d+ new/);
  await page.getByRole('link', { name: reference }).click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Assigned' });
  await page.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: STAFF.admin.username });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Status: Assigned' })).toBeVisible();

  await tenant.reload();
  await expect(tenant.getByRole('status').filter({ hasText: 'Assigned: Someone is handling it.' })).toBeVisible();
  await expect.poll(() => mailsTo(tenantEmail, `Your repair request ${reference} is now: Assigned`).length, { timeout: 30_000 }).toBe(1);

  await tenant.goto('/admin/tenancies/maintenance');
  await expect(tenant).toHaveURL(/\/auth$/);
  await tenant.context().close();
});
