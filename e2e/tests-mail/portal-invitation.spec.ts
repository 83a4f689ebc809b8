import { expect, test } from '@playwright/test';
import { readableMail } from '../../services/core/src/testing/smtp-sink';
import { signInThroughApi, STAFF } from '../support/accounts';
import { ownClientAddressHeaders } from '../support/client-address';
import { mailSinkForThisFile } from '../support/mail-sink';
import { letUnit } from '../support/portal-accounts';

const { mailsTo } = mailSinkForThisFile();
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
  await letUnit(page.request, { address: unit, tenantName: 'Nur Aisyah', tenantEmail: email, tenantPhone: '9123 8765', monthlyRent: 3000 });
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
