import { expect, test } from '@playwright/test';
// The one formatter of the product, run here in Node: what every screen must show, whatever the browser's zone.
import { formatDateTime } from '../../libs/web/src/format/dates';
import { signInThroughApi, STAFF } from '../support/accounts';
import { mailSinkForThisFile } from '../support/mail-sink';
import { invitedTenantWithRequest } from '../support/repair-tenant';

const mails = mailSinkForThisFile();

for (const timezoneId of ['UTC', 'America/New_York']) {
  test(`on a device set to ${timezoneId}, the portal, the admin board and the owner's view show Singapore time, one way`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const staffContext = await browser.newContext({ baseURL, timezoneId });
    const staff = await staffContext.newPage();
    const { address, tenant, context, request } = await invitedTenantWithRequest(mails.sink, page, browser, baseURL ?? '', { timezoneId });
    await signInThroughApi(staff, STAFF.admin);
    const filed = formatDateTime(request.createdAt);

    await staff.goto(`/admin/tenancies/maintenance/${request.id}`);
    await expect(staff.getByText(`filed ${filed}`)).toBeVisible();
    await staff.getByRole('textbox', { name: 'Appointment (Singapore time)' }).fill('2030-01-15T10:00');
    await staff.getByRole('button', { name: 'Save changes' }).click();
    await expect(staff.getByRole('listitem').filter({ hasText: 'Appointment: 15 Jan 2030, 10:00 am (Singapore time)' })).toBeVisible();
    await expect(staff.getByRole('textbox', { name: 'Appointment (Singapore time)' })).toHaveValue('2030-01-15T10:00');
    await staff.goto('/admin/tenancies/maintenance');
    await expect(staff.getByRole('row', { name: new RegExp(request.reference) })).toBeVisible();

    await tenant.goto(`/portal/requests/${request.id}`);
    await expect(tenant.getByText('appointment 15 Jan 2030, 10:00 am (Singapore time)')).toBeVisible();
    await expect(tenant.getByRole('listitem').first()).toContainText(filed);
    await tenant.goto('/portal');
    await expect(tenant.getByText(filed)).toBeVisible();

    const ownerEmail = `owner.${request.reference.toLowerCase()}@example.sg`;
    const owner = await page.request.post('/api/admin/owners', {
      data: { name: 'Tan Mei Ling', email: ownerEmail, phone: '9876 5431', units: [{ address, managementFeePercent: 10 }], invite: true },
    });
    expect(owner.status(), await owner.text()).toBe(201);
    const done = await page.request.post(`/api/admin/maintenance/${request.id}/update`, { data: { status: 'done', cost: 120 } });
    expect(done.status(), await done.text()).toBe(200);
    await expect.poll(() => mails.mailsTo(ownerEmail, 'sign-in link').length, { timeout: 30_000 }).toBe(1);
    const signInPath = await mails.signInPath(ownerEmail);
    const ownerContext = await browser.newContext({ baseURL, timezoneId });
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(signInPath);
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Your units' })).toBeVisible();
    const { doneAt } = (await (await ownerPage.request.get(`/api/portal/owner/requests/${request.id}`)).json()) as { doneAt: string };
    await ownerPage.goto(`/portal/owner/requests/${request.id}`);
    await expect(ownerPage.getByRole('status')).toContainText(`Done on ${formatDateTime(doneAt)}`);
    await expect(ownerPage.getByText(`reported ${filed}`)).toBeVisible();
    await context.close();
    await staffContext.close();
    await ownerContext.close();
  });
}
