import { expect, test, type Page } from '@playwright/test';
import { CONSENT_TEXT } from '@app/contracts';
import { ensureAccounts, signInThroughApi, STAFF } from '../support/accounts';
import { openPage } from '../support/public-pages';

const SENDER = { name: 'Rachel Lim', email: `rachel.${Date.now().toString(36)}@example.sg`, phone: '9123 4567' };

async function sendEnquiry(page: Page) {
  await openPage(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Name' }).fill(SENDER.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(SENDER.email);
  await form.getByRole('textbox', { name: 'Phone' }).fill(SENDER.phone);
  await form.getByRole('combobox', { name: 'Service' }).selectOption('co-living');
  await form.getByRole('textbox', { name: 'Message' }).fill('Please manage the co-living house I am buying in Serangoon.');
  await form.getByRole('checkbox', { name: CONSENT_TEXT }).check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully', { exact: true })).toBeVisible();
}

test.beforeAll(async ({ baseURL }) => ensureAccounts(baseURL ?? '', [STAFF.content_manager]));

test('a visitor sends an enquiry; a content manager finds it, assigns it, notes it and marks it replied', async ({ page, context }) => {
  await sendEnquiry(page);

  await context.clearCookies();
  await signInThroughApi(page, STAFF.content_manager);
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar.getByRole('link', { name: /^Inbox/ })).toContainText(/\d+ new/);
  await expect(page.getByRole('link', { name: /^Inbox Website enquiries: \d+ new · \d+ overdue/ })).toBeVisible();

  await sidebar.getByRole('link', { name: /^Inbox/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(SENDER.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=rachel/);
  const row = page.getByRole('row', { name: new RegExp(SENDER.name) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('New');
  await expect(row).toContainText('left');
  await row.getByRole('link', { name: SENDER.name }).click();

  await expect(page.getByRole('heading', { level: 1, name: SENDER.name })).toBeVisible();
  await expect(page.getByRole('link', { name: `Call ${SENDER.phone}` })).toHaveAttribute('href', 'tel:91234567');
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/6591234567');
  await expect(page.getByText('Not sent: outgoing mail (SMTP) is not configured for this site.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: STAFF.content_manager.username });
  await expect(page.getByText(`Assigned to ${STAFF.content_manager.username}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Internal note' }).fill('Called back; viewing on Saturday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called back; viewing on Saturday.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('replied');
  await expect(page.getByText('Status set to Replied')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Enquiries' }).click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('replied');
  await page.getByRole('searchbox', { name: 'Search' }).fill(SENDER.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: new RegExp(SENDER.name) })).toContainText('Replied');
});
