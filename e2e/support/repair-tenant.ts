import { type Browser, expect, type Page } from '@playwright/test';
import { readableMail, type startSmtpSink } from '../../services/core/src/testing/smtp-sink';
import { signInThroughApi, STAFF } from './accounts';
import { ownClientAddressHeaders } from './client-address';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The mails the sink received for `address` whose text contains `text`. */
export const mailsIn = (sink: Sink, address: string, text: string) =>
  sink.received.filter((mail) => mail.to.includes(`<${address}>`) && readableMail(mail).includes(text));

/**
 * A tenant invited by staff (`page`, signed in as an admin), signed in from the mailed link in a browser of their own
 * (with `contextOptions`, e.g. a time zone), with one routine request filed.
 */
export async function invitedTenantWithRequest(sink: Sink, page: Page, browser: Browser, baseURL: string, contextOptions: { timezoneId?: string } = {}) {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `repair.${run}@example.sg`;
  const address = `${run} Joo Chiat Road #03-04`;
  await signInThroughApi(page, STAFF.admin);
  const created = await page.request.post('/api/admin/tenancies', {
    data: {
      address,
      tenantName: 'Lim Wei Jie',
      tenantEmail: email,
      tenantPhone: '9876 5432',
      leaseStart: '2026-01-01',
      leaseEnd: '2027-12-31',
      monthlyRent: 2800,
      invite: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tenancyId = ((await created.json()) as { id: string }).id;
  await expect.poll(() => mailsIn(sink, email, 'sign-in link').length, { timeout: 30_000 }).toBe(1);
  const link = new URL(/(http\S+\/portal\/sign-in\?token=\S+)/.exec(readableMail(mailsIn(sink, email, 'sign-in link')[0]!))?.[1] ?? '');
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: ownClientAddressHeaders(), ...contextOptions });
  const tenant = await context.newPage();
  await tenant.goto(`${link.pathname}${link.search}`);
  await expect(tenant.getByRole('heading', { name: 'Your repair requests' })).toBeVisible();
  const filed = await tenant.request.post('/api/portal/requests', {
    data: { tenancyId, category: 'plumbing', urgency: 'routine', description: 'The kitchen tap drips all night.' },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const request = (await filed.json()) as { id: string; reference: string; createdAt: string };
  return { email, address, tenant, context, request };
}
