import { type Browser, expect, type Page } from '@playwright/test';
import { signInThroughApi, STAFF } from './accounts';
import { ownClientAddressHeaders } from './client-address';
import { type SmtpSink } from '../../services/core/src/testing/smtp-sink';
import { mailsIn, signInPathMailedTo } from './mail-sink';
import { letUnit } from './portal-accounts';

/**
 * A tenant invited by staff (`page`, signed in as an admin), signed in from the mailed link in a browser of their own
 * (with `contextOptions`, e.g. a time zone), with one routine request filed.
 */
export async function invitedTenantWithRequest(sink: SmtpSink, page: Page, browser: Browser, baseURL: string, contextOptions: { timezoneId?: string } = {}) {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `repair.${run}@example.sg`;
  const address = `${run} Joo Chiat Road #03-04`;
  await signInThroughApi(page, STAFF.admin);
  const tenancyId = await letUnit(page.request, { address, tenantName: 'Lim Wei Jie', tenantEmail: email, tenantPhone: '9876 5432', monthlyRent: 2800 });
  await expect.poll(() => mailsIn(sink, email, 'sign-in link').length, { timeout: 30_000 }).toBe(1);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: ownClientAddressHeaders(), ...contextOptions });
  const tenant = await context.newPage();
  await tenant.goto(await signInPathMailedTo(sink, email));
  await expect(tenant.getByRole('heading', { name: 'Your repair requests' })).toBeVisible();
  const filed = await tenant.request.post('/api/portal/requests', {
    data: { tenancyId, category: 'plumbing', urgency: 'routine', description: 'The kitchen tap drips all night.' },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const request = (await filed.json()) as { id: string; reference: string; createdAt: string };
  return { email, address, tenant, context, request };
}
