import { expect, test } from '@playwright/test';
import { RENT_CHARGES_JOB } from '../../services/core/src/rent/rent-jobs';
import { signInThroughApi, STAFF } from '../support/accounts';
import { runSweepNow } from '../support/job-queue';
import { mailSinkForThisFile } from '../support/mail-sink';
import { letUnitWithOwner } from '../support/portal-accounts';

const { signInOnPhone } = mailSinkForThisFile();

/** A phone page loads its shell, the portal remote and its data: seconds on a busy machine. */
const PAGE_LOAD_MS = 30_000;

/**
 * A lease of this Singapore month exactly, from its 1st to its last day: one full month's rent, whatever the day the
 * test runs (next month's charge, posted a few days ahead, is not the lease's).
 */
function thisMonthsLease(): { start: string; end: string } {
  const singapore = new Date(Date.now() + 8 * 3_600_000);
  const lastDay = new Date(Date.UTC(singapore.getUTCFullYear(), singapore.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  return { start: `${lastDay.slice(0, 7)}-01`, end: lastDay };
}

test('a tenant pays the month’s rent by PayNow on a phone, staff confirm it, and the owner sees it received this month', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const lease = thisMonthsLease();

  // Staff (an admin) let the unit for this month and link its owner; both are invited to the portal.
  await signInThroughApi(page, STAFF.admin);
  const { tenancyId, unit, tenantEmail, ownerEmail } = await letUnitWithOwner(page.request, {
    street: 'Jalan Kayu #03-07',
    tenantName: 'Nur Aisyah',
    ownerName: 'Ong Boon Keng',
    leaseStart: lease.start,
    leaseEnd: lease.end,
    monthlyRent: 2800,
  });
  // The hourly charge sweep, now: this month's rent falls due on the 1st (the lease start's day).
  await runSweepNow(RENT_CHARGES_JOB);
  // Staff's view of the ledger says when the worker has posted the charge, so the tenant opens the page once, not in a
  // reload loop (a phone page takes seconds to load on a busy machine).
  await expect
    .poll(async () => ((await (await page.request.get(`/api/admin/rent/tenancies/${tenancyId}/balance`)).json()) as { openCents?: number }).openCents, {
      timeout: 60_000,
    })
    .toBe(280_000);

  const tenant = await signInOnPhone(browser, baseURL, tenantEmail);
  await tenant.getByRole('navigation', { name: 'Your portal' }).getByRole('link', { name: 'Rent' }).click();
  await expect(tenant.getByRole('region', { name: 'Balance' })).toContainText('You owe S$2,800.00', { timeout: PAGE_LOAD_MS });
  const charge = tenant.getByRole('article', { name: /^Rent for / });
  await expect(charge.getByRole('img', { name: /^PayNow QR code: S\$2,800\.00 to .+, reference HL\w+$/ })).toBeVisible();
  await expect(charge.getByRole('note')).toContainText('If it shows any other name, stop: do not pay, and call us.');
  await charge.getByRole('button', { name: 'Copy the reference' }).click();
  await expect(charge.getByText('Copied')).toBeVisible();

  await charge.getByRole('button', { name: 'I’ve paid' }).click();
  await expect(charge.getByRole('textbox', { name: /Amount you paid/ })).toHaveValue('2800.00');
  await charge.getByRole('button', { name: 'Send: I have paid' }).click();
  await expect(tenant.getByText('Waiting for confirmation').first()).toBeVisible();
  await expect(tenant.getByRole('region', { name: 'Balance' })).toContainText('S$2,800.00 you told us you paid is waiting for our confirmation.');

  // Staff confirm it from the queue of the Rent area.
  await page.goto('/admin/tenancies/rent');
  const pending = page.getByRole('listitem', { name: 'S$2,800.00 from Nur Aisyah' });
  await pending.getByRole('button', { name: 'Confirm' }).click();
  await expect(pending).toBeHidden();

  await tenant.reload();
  await expect(tenant.getByRole('region', { name: 'Balance' })).toContainText('You are up to date: nothing to pay.', { timeout: PAGE_LOAD_MS });
  await expect(tenant.getByText('Confirmed').first()).toBeVisible();

  // The owner, on a phone: the chart of the last 12 months, then this month so far with the rent received.
  const ownerPage = await signInOnPhone(browser, baseURL, ownerEmail);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Your units' })).toBeVisible({ timeout: PAGE_LOAD_MS });
  const chart = ownerPage.getByRole('figure', { name: unit });
  await expect(chart).toBeVisible();
  // The server draws the chart as SVG: the image has loaded (one the browser could not read has no width).
  await expect.poll(() => chart.getByRole('img').evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
  await ownerPage.getByRole('link', { name: 'This month so far' }).click();
  const statement = ownerPage.getByRole('article', { name: /^Statement for / });
  await expect(statement.getByRole('row', { name: /^Rent received/ })).toContainText('S$2,800.00', { timeout: PAGE_LOAD_MS });
  await expect(statement.getByRole('region', { name: 'Totals' })).toContainText(/Rent received\s*S\$2,800\.00/);
  await ownerPage.context().close();
  await tenant.context().close();
});
