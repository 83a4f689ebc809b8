import { expect, test } from '@playwright/test';
import { RENT_CHARGES_JOB } from '../../services/core/src/rent/rent-jobs';
import { signInThroughApi, STAFF } from '../support/accounts';
import { runSweepNow } from '../support/job-queue';
import { mailSinkForThisFile } from '../support/mail-sink';

// The stack sends the receipts of matched payments to the sink.
mailSinkForThisFile();

type Charge = { kind: string; reference: string; dueOn: string; amountCents: number; openCents: number };

/** Singapore's today as YYYY-MM-DD, and the 1st of last month (a lease from then has rent overdue whatever today is). */
function singaporeDays(): { today: string; leaseStart: string } {
  const singapore = new Date(Date.now() + 8 * 3_600_000);
  const lastMonth = new Date(Date.UTC(singapore.getUTCFullYear(), singapore.getUTCMonth() - 1, 1));
  return { today: singapore.toISOString().slice(0, 10), leaseStart: lastMonth.toISOString().slice(0, 10) };
}

/** "S$2,400.00" from cents. */
const dollars = (cents: number): string => `S$${(cents / 100).toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "29/11/2026" from "2026-11-29": the day first, as the bank's CSV writes it. */
const dayFirst = (day: string): string => day.split('-').reverse().join('/');

test('staff import a bank CSV with its columns, the paying line matches on its own, ignore the other line, and see the arrears with their CSV', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const tenantName = `Siti Rahmah ${run}`;
  const unit = `${run} Bedok North Ave #05-11`;
  const account = `OCBC current ${run}`;
  const { today, leaseStart } = singaporeDays();

  // A tenancy since the 1st of last month, S$2,400 a month, and its charges posted by the sweep.
  await signInThroughApi(page, STAFF.admin);
  const created = await page.request.post('/api/admin/tenancies', {
    data: { address: unit, tenantName, tenantEmail: `siti.${run}@example.sg`, tenantPhone: '9123 4567', leaseStart, leaseEnd: '2028-12-31', monthlyRent: 2400 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tenancyId = ((await created.json()) as { id: string }).id;
  await runSweepNow(RENT_CHARGES_JOB);
  let charges: Charge[] = [];
  await expect
    .poll(
      async () => {
        const ledger = (await (await page.request.get(`/api/admin/rent/tenancies/${tenancyId}/ledger?pageSize=50`)).json()) as {
          items: Array<{ type: string; charge?: Charge }>;
        };
        charges = ledger.items.flatMap((entry) => (entry.charge?.kind === 'rent' ? [entry.charge] : []));
        return charges.filter((charge) => charge.dueOn < today).length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const oldest = charges.filter((charge) => charge.dueOn < today).sort((a, b) => a.dueOn.localeCompare(b.dueOn))[0]!;

  // Import: a new bank's CSV, so its columns are given; one line pays the oldest charge by its reference, one is not rent.
  await page.goto('/admin/tenancies/rent/import');
  const form = page.getByRole('form', { name: 'Import a bank statement' });
  await form.getByLabel(/^Bank account/).fill(account);
  await form.getByLabel(/^File/).setInputFiles({
    name: `ocbc-${run}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Transaction Date,Narrative,Amount',
        `${dayFirst(today)},PAYNOW FROM SITI RAHMAH ${oldest.reference},${(oldest.openCents / 100).toFixed(2)}`,
        `${dayFirst(today)},REFUND FROM AIRCON SUPPLIER ${run},123.45`,
      ].join('\n'),
    ),
  });
  await form.getByLabel(/^Date column/).fill('Transaction Date');
  await form.getByLabel(/^Description column/).fill('Narrative');
  await form.getByLabel(/^Amount column/).fill('Amount');
  await form.getByRole('button', { name: 'Import' }).click();
  // However the import runs (at once, or as a job the page follows), its progress ends in the result.
  const result = page.getByRole('heading', { level: 2, name: `Imported ocbc-${run}.csv` });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar')).toBeHidden();
  const counts = page.getByRole('status').filter({ hasText: 'new lines' });
  await expect(counts).toContainText('2 new lines');
  await expect(counts).toContainText('1 matched to rent and receipted');

  // Bank lines: the paying line is matched to the tenant; the other waits, and is ignored with a reason.
  await page.getByRole('link', { name: 'Match the rest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bank lines' })).toBeVisible();
  const refund = page.getByRole('listitem', { name: /^S\$123\.45 on / }).filter({ hasText: `AIRCON SUPPLIER ${run}` });
  await expect(refund).toBeVisible();
  await refund.getByRole('button', { name: 'Ignore…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ignore S$123.45?' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('A supplier refund, not rent');
  await dialog.getByRole('button', { name: 'Ignore line' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`REFUND FROM AIRCON SUPPLIER ${run}`)).toBeHidden();
  await page.getByRole('navigation', { name: 'Bank lines' }).getByRole('link', { name: 'Ignored' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `AIRCON SUPPLIER ${run}` })).toContainText('Ignored: A supplier refund, not rent');
  await page.getByRole('navigation', { name: 'Bank lines' }).getByRole('link', { name: 'Matched' }).click();
  const matched = page.getByRole('listitem').filter({ hasText: oldest.reference });
  await expect(matched.getByRole('list', { name: 'Payments' })).toContainText(`${dollars(oldest.openCents)} to ${tenantName} (${unit})`);

  // Arrears: the tenancy's rent still open past its due day, by bucket, and the CSV export.
  await page.goto('/admin/tenancies/rent/arrears');
  await expect(page.getByRole('heading', { level: 1, name: 'Arrears' })).toBeVisible();
  for (const bucket of ['1–7 days', '8–30 days', '31–60 days', 'Over 60 days', 'Total overdue']) {
    await expect(page.getByRole('columnheader', { name: bucket })).toBeVisible();
  }
  const stillOpen = charges
    .filter((charge) => charge.dueOn < today && charge.reference !== oldest.reference)
    .reduce((sum, charge) => sum + charge.openCents, 0);
  if (stillOpen > 0) {
    await expect(page.getByRole('row').filter({ hasText: tenantName })).toContainText(/S\$2,4\d\d\.\d\d/);
  } else {
    await expect(page.getByRole('row').filter({ hasText: tenantName })).toHaveCount(0);
  }
  const download = page.getByRole('link', { name: 'Download CSV' });
  const csv = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text.split('\n')[0]).toMatch(/Tenant/);
  expect(text.includes(tenantName)).toBe(stillOpen > 0);
});
