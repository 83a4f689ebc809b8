import { expect, test } from '@playwright/test';
import { ensureAccounts, signInThroughApi, STAFF } from '../support/accounts';

test.beforeAll(async ({ baseURL }) => {
  await ensureAccounts(baseURL ?? '', [STAFF.admin]);
});

test('an admin sees the HDB minimum lease and the stamp duty live, confirms a warning, uploads the agreement, offers a renewal and withdraws it', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  await signInThroughApi(page, STAFF.admin);
  await page.goto('/admin/tenancies/new');
  await page.getByRole('textbox', { name: 'Address' }).fill(`Blk ${run} Tampines Street 81 #05-12`);
  await page.getByRole('textbox', { name: /Tenant’s name/ }).fill('Siti Nurhaliza');
  await page.getByRole('textbox', { name: /Tenant’s e-mail/ }).fill(`siti.${run}@example.sg`);
  await page.getByRole('textbox', { name: /Tenant’s phone/ }).fill('8123 4567');
  await page.getByRole('spinbutton', { name: /Monthly rent/ }).fill('3200');
  await page.getByLabel(/Lease starts/).fill('2027-01-01');
  await page.getByLabel(/Lease ends/).fill('2027-06-29');
  await page.getByRole('combobox', { name: 'Property type' }).selectOption('hdb');
  await page.getByRole('combobox', { name: /HDB flat type/ }).selectOption('4');
  await expect(page.getByLabel('Lease rules')).toContainText('HDB minimum lease');

  await page.getByLabel(/Lease ends/).fill('2028-12-31');
  await expect(page.getByLabel('Stamp duty')).toContainText('Stamp duty: S$307.00');
  await page.getByRole('spinbutton', { name: 'Unrelated occupants' }).fill('9');
  await page.getByRole('checkbox', { name: /sign-in link/ }).uncheck();
  await page.getByRole('button', { name: 'Create tenancy' }).click();
  await expect(page.getByText('Please confirm the lease-rule checks above to save this tenancy.')).toBeVisible();
  await page.getByRole('checkbox', { name: /save the tenancy anyway/ }).check();
  await page.getByRole('button', { name: 'Create tenancy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Siti Nurhaliza' })).toBeVisible();

  const upload = page.getByRole('form', { name: 'Upload a document' });
  await upload.getByLabel('File').setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('link', { name: 'Signed tenancy agreement' })).toBeVisible();

  const offer = page.getByRole('form', { name: 'Offer a renewal' });
  await offer.getByRole('spinbutton', { name: /New monthly rent/ }).fill('3400');
  await offer.getByRole('spinbutton', { name: /Term/ }).fill('12');
  await offer.getByRole('button', { name: 'Offer renewal' }).click();
  await expect(page.getByText(/S\$3,400\.00 a month, 1 Jan 2029 to 31 Dec 2029: waiting for the tenant/)).toBeVisible();

  // A wrong rent: the offer is withdrawn before the tenant answers, and a new one may be made.
  await page.getByRole('button', { name: 'Withdraw the offer' }).click();
  await page.getByRole('alertdialog', { name: 'Withdraw this renewal offer?' }).getByRole('button', { name: 'Withdraw the offer' }).click();
  await expect(page.getByText(/S\$3,400\.00 a month, 1 Jan 2029 to 31 Dec 2029: withdrawn/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Offer a renewal' })).toBeVisible();
});
