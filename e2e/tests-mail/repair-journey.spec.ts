import { test as base, expect } from '@playwright/test';
import { readableMail } from '../../services/core/src/testing/smtp-sink';
import { STAFF } from '../support/accounts';
import { mailSinkForThisFile } from '../support/mail-sink';
import { invitedTenantWithRequest } from '../support/repair-tenant';

const mails = mailSinkForThisFile();
const { mailsTo } = mails;

const STAFF_INBOX = 'enquiries@harbourline.localhost';

/** Each test's tenant, invited by staff (`page`) and signed in in a browser of their own, with one routine request filed. */
const test = base.extend<{ repair: Awaited<ReturnType<typeof invitedTenantWithRequest>> }>({
  repair: async ({ page, browser, baseURL }, use) => {
    const repair = await invitedTenantWithRequest(mails.sink, page, browser, baseURL ?? '');
    await use(repair);
    await repair.context.close();
  },
});
test.describe.configure({ timeout: 120_000 });

test('on a repair, staff choose "Reply to tenant" or "Add internal note"; Save changes keeps unsent text and says so; leaving asks first, by link or Back', async ({
  page,
  repair: { tenant, request },
}) => {
  await page.goto('/admin/tenancies/maintenance');
  await page.goto(`/admin/tenancies/maintenance/${request.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(request.reference) })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Staff only/ })).toHaveCount(0);
  const box = page.getByRole('textbox', { name: 'Message to the tenant or note for colleagues' });

  await box.fill('We will come on Tuesday morning.');
  await page.getByRole('textbox', { name: 'Contractor’s phone' }).fill('6123 4567');
  await page.getByRole('textbox', { name: 'Contractor', exact: true }).fill('Ah Seng Plumbing');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your message is not sent yet' })).toBeVisible();
  await expect(box).toHaveValue('We will come on Tuesday morning.');

  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to the board' }).click();
  expect(asked).toContain('not sent yet');
  await expect(page).toHaveURL(new RegExp(`/admin/tenancies/maintenance/${request.id}$`));
  asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.goBack();
  await expect.poll(() => asked).toContain('not sent yet');
  await expect(page).toHaveURL(new RegExp(`/admin/tenancies/maintenance/${request.id}$`));
  await expect(box).toHaveValue('We will come on Tuesday morning.');

  await page.getByRole('button', { name: 'Reply to tenant' }).click();
  await expect(box).toHaveValue('');
  await box.fill('Landlord pays above S$150.');
  await page.getByRole('button', { name: 'Add internal note' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Landlord pays above S$150.' })).toBeVisible();

  await tenant.goto(`/portal/requests/${request.id}`);
  await expect(tenant.getByText('We will come on Tuesday morning.')).toBeVisible();
  await expect(tenant.getByText('Landlord pays above S$150.')).toHaveCount(0);
  // Everything sent, one Back leaves the page: the guard took its history entry away again.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/tenancies\/maintenance$/);
});

test('a tenant’s comment on a done request reaches staff by mail and as new activity on the board; staff reopen it in one step', async ({
  page,
  repair: { email, tenant, request },
}) => {
  const done = await page.request.post(`/api/admin/maintenance/${request.id}/update`, { data: { status: 'done' } });
  expect(done.status(), await done.text()).toBe(200);

  await tenant.goto(`/portal/requests/${request.id}`);
  await expect(tenant.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();
  await tenant.getByRole('textbox', { name: 'Add a comment' }).fill('The tap still drips after the repair.');
  await tenant.getByRole('button', { name: 'Send comment' }).click();
  await expect(tenant.getByText('The tap still drips after the repair.')).toBeVisible();
  await expect.poll(() => mailsTo(STAFF_INBOX, `Tenant follow-up on ${request.reference}`).length, { timeout: 30_000 }).toBe(1);
  expect(readableMail(mailsTo(STAFF_INBOX, `Tenant follow-up on ${request.reference}`)[0]!)).toContain('The tap still drips after the repair.');

  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /Tenancies/ })).toContainText(/\d+ follow-ups?/);
  await expect(page.getByRole('link', { name: /Maintenance/ })).toContainText(/\d+ follow-ups?/);
  await page.goto('/admin/tenancies/maintenance');
  const row = page.getByRole('row', { name: new RegExp(request.reference) });
  await expect(row).toContainText('Done');
  await expect(row).toContainText('Tenant follow-up');
  await row.getByRole('link', { name: request.reference }).click();
  await page.getByRole('button', { name: 'Reopen request' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Status: In progress' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen request' })).toHaveCount(0);
  await expect.poll(() => mailsTo(email, `Your repair request ${request.reference} is now: In progress`).length, { timeout: 30_000 }).toBe(1);
});

test('assigning a new request moves it to assigned and mails the tenant who will come and when, linking to the request’s page', async ({
  page,
  repair: { email, tenant, request },
}) => {
  await page.goto(`/admin/tenancies/maintenance/${request.id}`);
  await page.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: STAFF.admin.username });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Status: Assigned' })).toBeVisible();
  const assignedSubject = `Your repair request ${request.reference} is now: Assigned`;
  await expect.poll(() => mailsTo(email, assignedSubject).length, { timeout: 30_000 }).toBe(1);
  const assigned = readableMail(mailsTo(email, assignedSubject)[0]!);
  expect(assigned).toContain(`Who will come: ${STAFF.admin.username} of Harbourline`);
  const link = /(http\S+\/portal\/requests\/\S+)/.exec(assigned)?.[1] ?? '';
  expect(new URL(link).pathname).toBe(`/portal/requests/${request.id}`);

  await page.getByRole('textbox', { name: 'Appointment (Singapore time)' }).fill('2030-01-15T10:00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const visitSubject = `Your repair request ${request.reference}: who will come and when`;
  await expect.poll(() => mailsTo(email, visitSubject).length, { timeout: 30_000 }).toBe(1);
  expect(readableMail(mailsTo(email, visitSubject)[0]!)).toContain('When: 15 Jan 2030, 10:00 am (Singapore time)');

  await tenant.goto(new URL(link).pathname);
  await expect(tenant.getByRole('status').filter({ hasText: 'Assigned' })).toBeVisible();
});
