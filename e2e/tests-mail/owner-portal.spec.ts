import { expect, test } from '@playwright/test';
import { signInThroughApi, STAFF } from '../support/accounts';
import { mailSinkForThisFile } from '../support/mail-sink';
import { letUnitWithOwner } from '../support/portal-accounts';

const { mailsTo, signInPath, signInOnPhone } = mailSinkForThisFile();

test('staff finish a repair with its cost, and the unit’s owner sees it, with the cost, in the month’s statement on a phone', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, STAFF.admin);
  const { tenancyId, tenantEmail, ownerEmail } = await letUnitWithOwner(page.request, {
    street: 'Amber Road #02-01',
    tenantName: 'Goh Siew Lan',
    ownerName: 'Lim Wei Jie',
    monthlyRent: 4000,
  });

  // The tenant's part (covered in the browser by tenant-portal.spec.ts) through the API: sign in from the link, file a repair.
  const tenant = await playwright.request.newContext({ baseURL });
  const token = new URLSearchParams((await signInPath(tenantEmail)).split('?')[1]).get('token');
  expect((await tenant.post('/api/portal/sign-in', { data: { token } })).status()).toBe(200);
  const filed = await tenant.post('/api/portal/requests', {
    data: { tenancyId, category: 'air-conditioning', urgency: 'urgent', description: 'The bedroom air-conditioner blows warm air.' },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const { id: requestId, reference } = (await filed.json()) as { id: string; reference: string };
  await tenant.dispose();

  await page.goto(`/admin/tenancies/maintenance/${requestId}`);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Done' });
  await page.getByRole('spinbutton', { name: 'Cost (S$)' }).fill('180.50');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Status: Done' })).toBeVisible();

  const ownerPage = await signInOnPhone(browser, baseURL, ownerEmail);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Your units' })).toBeVisible();
  await expect(ownerPage.getByText(/Active: 1 Jan 2026 to 31 Dec 2027, S\$4,000\.00 a month/)).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Closed' }).click();
  await expect(ownerPage.getByRole('link', { name: new RegExp(`${reference} · Air-conditioning.*Done · cost .*180\\.50`) })).toBeVisible();

  await ownerPage.getByRole('link', { name: 'This month so far' }).click();
  const statement = ownerPage.getByRole('article', { name: /^Statement for / });
  await expect(statement).toBeVisible();
  const repair = statement.getByRole('row').filter({ hasText: `Repair ${reference}, Air-conditioning` });
  await expect(repair).toContainText('180.50');
  await expect(statement.getByRole('region', { name: 'Totals' })).toContainText(/Repair costs\s*\S*180\.50/);
  await expect(ownerPage.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  // On paper only the statement shows: the portal's header, the account bar and the buttons are left out.
  await ownerPage.emulateMedia({ media: 'print' });
  await expect(statement).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(ownerPage.getByText('Harbourline portal')).toBeHidden();
  await ownerPage.emulateMedia({ media: 'screen' });
  expect(mailsTo(ownerEmail, 'owner portal')).toHaveLength(1);

  await ownerPage.goto('/admin/tenancies/owners');
  await expect(ownerPage).toHaveURL(/\/auth$/);
  await ownerPage.context().close();
});
