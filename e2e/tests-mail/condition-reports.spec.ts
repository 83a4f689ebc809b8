import { expect, type Page, test } from '@playwright/test';
import { readableMail } from '../../services/core/src/testing/smtp-sink';
import { pngImage } from '../../services/core/src/testing/test-images';
import { signInThroughApi, STAFF } from '../support/accounts';
import { mailSinkForThisFile, phonePage } from '../support/mail-sink';
import { letUnitWithOwner } from '../support/portal-accounts';

const { mailsTo, signInOnPhone } = mailSinkForThisFile();

/** Nothing on the page is wider than the phone: a wider page makes the phone zoom out, and taps land off their target. */
async function expectFitsThePhone(page: Page) {
  const widths = await page.evaluate(() => ({
    layout: window.innerWidth,
    content: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths).toEqual({ layout: widths.screen, content: widths.screen, screen: 412 });
}

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Staff fill the report's items on the phone form: add each, give it a condition, save. */
async function fillItems(staff: Page, items: Array<{ room: string; name: string; condition: string }>) {
  for (const item of items) {
    const adding = staff.getByRole('group', { name: 'Add an item' });
    await adding.getByLabel('Room').fill(item.room);
    await adding.getByLabel('Item').fill(item.name);
    await adding.getByRole('button', { name: 'Add the item' }).tap();
    await staff
      .getByRole('radiogroup', { name: `Condition of ${item.name}` })
      .getByRole('radio', { name: item.condition })
      .tap();
  }
}

test('a move-in report with photos is acknowledged on a phone; at move-out the damaged item is flagged, deducted, and shown in the letter and the owner’s statement', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const staff = await phonePage(browser, baseURL);
  await signInThroughApi(staff, STAFF.admin);
  const { tenancyId, unit, tenantEmail, ownerEmail } = await letUnitWithOwner(staff.request, {
    street: 'Everton Park #05-11',
    tenantName: 'Siti Rahmah',
    ownerName: 'Lim Wei Jie',
    leaseEnd: today(),
    monthlyRent: 2500,
  });

  // Move-in, on the staff's phone: two items, a photo of the sofa, shared with the tenant.
  await staff.goto(`/admin/tenancies/${tenancyId}/handover`);
  await staff.getByRole('button', { name: 'Start the move-in report' }).tap();
  await expect(staff.getByRole('heading', { level: 1, name: `Move-in report: ${unit}` })).toBeVisible();
  await staff.getByLabel('Handover date').fill('2026-01-01');
  await staff.getByLabel('Keys').fill('4');
  await fillItems(staff, [
    { room: 'Living room', name: 'Sofa', condition: 'Good' },
    { room: 'Living room', name: 'Walls', condition: 'Fair' },
  ]);
  await staff.getByRole('button', { name: 'Save the report' }).tap();
  await expect(staff.getByRole('button', { name: 'Save the report' })).toBeDisabled();
  await staff.reload();
  // The sofa's photo is taken with no signal, then the tab is reloaded: the photo was kept on the phone and goes then.
  const photoUploads = (url: URL) => /^\/api\/admin\/condition-reports\/[^/]+\/items\/[^/]+\/photos$/.test(url.pathname);
  await staff.route(photoUploads, (route) => route.abort('internetdisconnected'));
  await staff.getByLabel('Add photos of Sofa').setInputFiles({ name: 'sofa.png', mimeType: 'image/png', buffer: await pngImage({ width: 64, height: 48 }) });
  await expect(staff.getByRole('status').filter({ hasText: /^sofa\.png: waiting for signal, will try again \(/ })).toBeVisible();
  await staff.unroute(photoUploads);
  await staff.reload();
  await expect(staff.getByRole('article', { name: 'Sofa' }).getByRole('link')).toHaveCount(1, { timeout: 60_000 });
  await staff.getByRole('button', { name: 'Share with the tenant' }).tap();
  await expect(staff.getByText('Shared with the tenant')).toBeVisible();

  // The tenant, on their phone: a comment on the walls, then the acknowledgement.
  const tenant = await signInOnPhone(browser, baseURL, tenantEmail);
  await expect.poll(() => mailsTo(tenantEmail, 'condition report').length, { timeout: 30_000 }).toBeGreaterThan(0);
  await tenant.getByRole('navigation', { name: 'Your portal' }).getByRole('link', { name: 'Condition reports' }).tap();
  await tenant.getByRole('link', { name: /Move-in report/ }).tap();
  const walls = tenant.getByRole('article', { name: 'Walls' });
  await walls.getByLabel('Your comment on Walls').fill('Two scuffs by the door, not one');
  const saved = tenant.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/comment') && response.status() === 200);
  await walls.getByRole('button', { name: 'Save comment' }).tap();
  await saved;
  await expectFitsThePhone(tenant);
  // The acknowledgement carries the hash of the version on screen: read the report with the comment first.
  await tenant.reload();
  await expect(walls.getByLabel('Your comment on Walls')).toHaveValue('Two scuffs by the door, not one');
  await tenant.getByLabel('Your full name').fill('Siti Rahmah');
  await tenant.getByLabel(/I have read this report/).tap();
  await expect(tenant.getByLabel(/I have read this report/)).toBeChecked();
  await tenant.getByRole('button', { name: 'Acknowledge the report' }).tap();
  await expect(tenant.getByText('Verified: this report is exactly as it was acknowledged.')).toBeVisible();
  await expect(tenant.getByText(/^Acknowledged by Siti Rahmah on/)).toBeVisible();
  await expectFitsThePhone(tenant);

  // Move-out: the sofa is damaged; it is flagged beside its move-in photo.
  await staff.goto(`/admin/tenancies/${tenancyId}/handover`);
  await staff.getByRole('button', { name: 'Start the move-out report' }).tap();
  await expect(staff.getByRole('heading', { level: 1, name: `Move-out report: ${unit}` })).toBeVisible();
  await staff.getByLabel('Handover date').fill(today());
  await staff.getByRole('radiogroup', { name: 'Condition of Sofa' }).getByRole('radio', { name: 'Damaged' }).tap();
  await staff.getByLabel('Note on Sofa').fill('Cushion torn');
  await staff.getByRole('radiogroup', { name: 'Condition of Walls' }).getByRole('radio', { name: 'Fair' }).tap();
  await staff.getByRole('button', { name: 'Save the report' }).tap();
  const sofa = staff.getByRole('article', { name: 'Sofa' });
  await expect(sofa.getByText('Worse than at move-in')).toBeVisible();
  await expect(sofa.getByText('Move-in: Good')).toBeVisible();
  await expect(staff.getByRole('article', { name: 'Walls' }).getByText('Worse than at move-in')).toBeHidden();

  // The deposit: a deduction against the sofa, then the refund and its letter.
  await staff.goto(`/admin/tenancies/${tenancyId}/handover`);
  const deposit = staff.getByRole('form', { name: 'Deposit' });
  await deposit.getByLabel('Deposit (S$)').fill('3000');
  await deposit.getByLabel('Received on').fill('2026-01-01');
  await deposit.getByLabel('Handed back on').fill(today());
  await deposit.getByRole('button', { name: 'Save the deposit' }).tap();
  const deduction = staff.getByRole('form', { name: 'Add a deduction' });
  await deduction.getByLabel('Move-out item').selectOption({ label: 'Living room: Sofa (worse than at move-in)' });
  await deduction.getByLabel('What for').fill('Sofa cushion replacement');
  await deduction.getByLabel('Amount (S$)').fill('450');
  await deduction.getByRole('button', { name: 'Add the deduction' }).tap();
  await expect(staff.getByRole('list', { name: 'Deductions' })).toContainText('Sofa cushion replacement: S$450.00');
  await staff.getByRole('button', { name: 'Record the refund of S$2,550.00 and send the letter' }).tap();
  await expect(staff.getByText(/refund S\$2,550\.00, made on/)).toBeVisible();
  await expectFitsThePhone(staff);

  await expect.poll(() => mailsTo(tenantEmail, 'Your deposit').length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(readableMail(mailsTo(tenantEmail, 'Your deposit').at(-1)!)).toContain('Sofa cushion replacement: S$450.00');
  await tenant.goto(`/api/portal/deposits/${tenancyId}/letter`);
  await expect(tenant.getByRole('row', { name: /Sofa cushion replacement/ })).toContainText('Move-in: Good; move-out: Damaged.');
  await expect(tenant.getByText('Refund: S$2,550.00')).toBeVisible();

  // The owner's statement of this month shows the refund line.
  const ownerPage = await signInOnPhone(browser, baseURL, ownerEmail);
  await ownerPage.getByRole('link', { name: 'This month so far' }).tap();
  const statement = ownerPage.getByRole('article', { name: /^Statement for / });
  await expect(statement.getByRole('row', { name: /^Deposit refund on/ })).toContainText('S$2,550.00');
  await expectFitsThePhone(ownerPage);
  await ownerPage.context().close();
  await tenant.context().close();
  await staff.context().close();
});
