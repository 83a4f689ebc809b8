import { expect, test } from '@playwright/test';
import { readableMail, startSmtpSink } from '../../services/core/src/testing/smtp-sink';
import { ensureAccounts, signInThroughApi, STAFF } from '../support/accounts';
import { ownClientAddressHeaders } from '../support/client-address';
import { mailsIn } from '../support/repair-tenant';
import { SMTP_SINK_PORT } from '../support/smtp-sink-port';

// The stack of playwright.mail.config.ts sends its mail to this sink.
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
test.beforeAll(async ({ baseURL }) => {
  sink = await startSmtpSink(SMTP_SINK_PORT);
  await ensureAccounts(baseURL ?? '', [STAFF.admin]);
});
test.afterAll(() => sink.close());

const mailsTo = (address: string, text: string) => mailsIn(sink, address, text);
const linkIn = (mail: string) => new URL(/(http\S+\/portal\/sign-in\?token=\S+)/.exec(mail)?.[1] ?? '');

test('a new tenant’s invitation names them, the unit and the company, works once for 7 days, and a used link’s page sends a new one at once', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const email = `invited.${run}@example.sg`;
  const unit = `${run} Tiong Bahru Road #05-06`;
  await signInThroughApi(page, STAFF.admin);
  const created = await page.request.post('/api/admin/tenancies', {
    data: {
      address: unit,
      tenantName: 'Nur Aisyah',
      tenantEmail: email,
      tenantPhone: '9123 8765',
      leaseStart: '2026-01-01',
      leaseEnd: '2027-12-31',
      monthlyRent: 3000,
      invite: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await expect.poll(() => mailsTo(email, 'your Harbourline tenant portal is ready').length, { timeout: 30_000 }).toBe(1);
  const invitation = readableMail(mailsTo(email, 'your Harbourline tenant portal is ready')[0]!);
  expect(invitation).toContain('Subject: Nur Aisyah, your Harbourline tenant portal is ready');
  expect(invitation).toContain(`Harbourline Property Management has opened your tenant portal for ${unit}.`);
  expect(invitation).toContain('where you report repairs');
  expect(invitation).toContain('It works once, for 7 days:');
  const link = linkIn(invitation);

  const context = await browser.newContext({ baseURL, extraHTTPHeaders: ownClientAddressHeaders() });
  const tenant = await context.newPage();
  await tenant.goto(`${link.pathname}${link.search}`);
  await expect(tenant.getByRole('heading', { name: 'Your repair requests' })).toBeVisible();
  await context.clearCookies();

  await tenant.goto(`${link.pathname}${link.search}`);
  await expect(tenant.getByRole('alert')).toContainText('invalid, used or expired');
  await tenant.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(tenant.getByRole('status')).toContainText('a new sign-in link is on its way');
  await expect.poll(() => mailsTo(email, 'The link works once, for 15 minutes').length, { timeout: 30_000 }).toBe(1);
  const fresh = linkIn(readableMail(mailsTo(email, 'The link works once, for 15 minutes')[0]!));
  await tenant.goto(`${fresh.pathname}${fresh.search}`);
  await expect(tenant.getByRole('heading', { name: 'Your repair requests' })).toBeVisible();
  await context.close();
});
