import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { NEWSLETTER_MESSAGES } from '@app/contracts';
import { ensureAccounts, signInThroughApi, STAFF } from '../support/accounts';
import { findSubscriber, sendEnquiry, subscribeInFooter } from '../support/inbox-flows';
import { openPage } from '../support/public-pages';

const SENDER = { name: 'Rachel Lim', email: `rachel.${Date.now().toString(36)}@example.sg`, phone: '9123 4567', marketing: ['phone' as const] };

test.beforeAll(async ({ baseURL }) => ensureAccounts(baseURL ?? '', [STAFF.content_manager, STAFF.admin]));

// This stack runs without SMTP, so the content manager uses Mark as replied; tests-mail/inbox-mail.spec.ts e-mails a
// reply through a stack with an SMTP sink.
test('a visitor sends an enquiry; a content manager finds it, assigns it, notes it and marks it replied; an admin exports and erases it', async ({
  page,
  context,
}) => {
  await sendEnquiry(page, SENDER);

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
  await expect(page.getByRole('region', { name: 'Marketing consent' }).getByRole('listitem')).toHaveText([/^Phone call, SMS or WhatsApp: wording \S+, given /]);

  await page.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: STAFF.content_manager.username });
  await expect(page.getByText(`Assigned to ${STAFF.content_manager.username}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Internal note' }).fill('Called back; viewing on Saturday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called back; viewing on Saturday.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reply' })).toBeDisabled();
  await expect(page.getByText(/outgoing mail \(SMTP_URL and MAIL_FROM\) is not configured/)).toBeVisible();
  await page.getByRole('button', { name: 'Mark as replied' }).click();
  await expect(page.getByText('Status set to Replied')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Enquiries' }).click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('replied');
  await page.getByRole('searchbox', { name: 'Search' }).fill(SENDER.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row', { name: new RegExp(SENDER.name) })).toContainText('Replied');

  await context.clearCookies();
  await signInThroughApi(page, STAFF.admin);
  await page.goto(`/admin/inbox?q=${encodeURIComponent(SENDER.email)}`);
  await expect(page.getByRole('row', { name: new RegExp(SENDER.name) })).toContainText('Replied');
  const exportCsv = async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    return readFile(await (await download).path(), 'utf8');
  };
  const csv = await exportCsv();
  expect(csv).toContain('Received (UTC),Status,Name,Email');
  // The phone number is exported because the visitor ticked the box for marketing by phone.
  expect(csv).toContain(`replied,${SENDER.name},${SENDER.email},${SENDER.phone},no,Co-Living Space Management,${STAFF.content_manager.username}`);

  // The visitor asks by phone to be called no more: once recorded, the export drops the number.
  const optOut = page.getByRole('form', { name: 'Record a marketing opt-out' });
  await optOut.getByRole('combobox', { name: 'Channel' }).selectOption({ label: 'Phone call, SMS or WhatsApp' });
  await optOut.getByRole('textbox', { name: 'Phone number' }).fill(SENDER.phone);
  await optOut.getByRole('button', { name: 'Record opt-out' }).click();
  await expect(optOut.getByRole('status')).toContainText('no more marketing by phone call, sms or whatsapp to +6591234567.');
  expect(await exportCsv()).toContain(`replied,${SENDER.name},${SENDER.email},,no,Co-Living Space Management`);

  const erasure = page.getByRole('form', { name: 'Erase personal data (PDPA)' });
  await erasure.getByRole('textbox', { name: 'E-mail address' }).fill(SENDER.email);
  await erasure.getByRole('button', { name: 'Erase', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Erased for ${SENDER.email}: 1 enquiry` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No enquiries match these filters' })).toBeVisible();
});

test('a visitor subscribes without mail configured; staff see the address pending and why no confirmation was sent', async ({ page, context }) => {
  const reader = `reader.${Date.now().toString(36)}@example.sg`;
  await subscribeInFooter(page, reader);

  await context.clearCookies();
  await signInThroughApi(page, STAFF.content_manager);
  await expect(await findSubscriber(page, reader)).toContainText('Pending');
  await expect(page.getByRole('note')).toContainText('Confirmation e-mails cannot be sent');
});

test('the confirmation page of double opt-in posts the token and shows what the server says', async ({ page }) => {
  await openPage(page, '/newsletter/confirm?token=not-a-signed-token');
  await page.getByRole('button', { name: 'Confirm Subscription' }).click();
  await expect(page.getByRole('alert')).toContainText(NEWSLETTER_MESSAGES.invalidConfirmation);
});
