import { devices, expect, test } from '@playwright/test';
import { readableMail, startSmtpSink } from '../../services/core/src/testing/smtp-sink';
import { ensureAccounts, signInThroughApi, STAFF } from '../support/accounts';
import { SMTP_SINK_PORT } from '../support/smtp-sink-port';

// The stack of playwright.mail.config.ts sends its mail to this sink.
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
test.beforeAll(async ({ baseURL }) => {
  sink = await startSmtpSink(SMTP_SINK_PORT);
  await ensureAccounts(baseURL ?? '', [STAFF.admin]);
});
test.afterAll(() => sink.close());

const mailsTo = (address: string, text: string) => sink.received.filter((mail) => mail.to.includes(`<${address}>`) && readableMail(mail).includes(text));

test('a tenant on a phone sees the diplomatic clause and the agreement, and accepts the renewal they were mailed', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `lease.${run}@example.sg`;
  await signInThroughApi(page, STAFF.admin);
  const created = await page.request.post('/api/admin/tenancies', {
    data: {
      address: `${run} East Coast Road #07-02`,
      tenantName: 'Nur Aisyah',
      tenantEmail: email,
      tenantPhone: '9876 5432',
      leaseStart: '2026-01-01',
      leaseEnd: '2027-12-31',
      monthlyRent: 3200,
      diplomaticClauseFrom: '2027-01-01',
      diplomaticNoticeMonths: 2,
      invite: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tenancyId = ((await created.json()) as { id: string }).id;
  const uploaded = await page.request.post(`/api/admin/tenancies/${tenancyId}/documents`, {
    multipart: { kind: 'agreement', file: { name: 'agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const offered = await page.request.post(`/api/admin/tenancies/${tenancyId}/renewal-offers`, { data: { monthlyRent: 3400, termMonths: 24 } });
  expect(offered.status(), await offered.text()).toBe(201);

  await expect.poll(() => mailsTo(email, 'sign-in link').length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => mailsTo(email, 'Renew your lease').length, { timeout: 30_000 }).toBe(1);
  expect(readableMail(mailsTo(email, 'Renew your lease')[0]!)).toContain('/portal/lease');
  const link = /(http\S+\/portal\/sign-in\?token=\S+)/.exec(readableMail(mailsTo(email, 'sign-in link').at(-1)!))?.[1] ?? '';
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const tenant = await phone.newPage();
  await tenant.goto(`${new URL(link).pathname}${new URL(link).search}`);
  await tenant.getByRole('link', { name: 'Lease' }).click();

  await expect(tenant.getByText(/You may give notice from 1 Jan 2027, with 2 months’ notice/)).toBeVisible();
  const agreement = tenant.getByRole('link', { name: 'Signed tenancy agreement' });
  await expect(agreement).toBeVisible();
  const file = await tenant.request.get((await agreement.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toContain('private');

  const offer = tenant.getByRole('region', { name: 'Renewal offer' });
  await expect(offer).toContainText('S$3,400.00 a month');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await tenant.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await expect(tenant.getByText('Thank you: your renewal is accepted', { exact: true })).toBeVisible();
  await expect(offer).toHaveCount(0);

  const offers = (await (await page.request.get(`/api/admin/tenancies/${tenancyId}/renewal-offers`)).json()) as {
    items: Array<{ status: string; followOnTenancyId: string | null }>;
  };
  expect(offers.items[0]).toMatchObject({ status: 'accepted' });
  const followOn = (await (await page.request.get(`/api/admin/tenancies/${offers.items[0]!.followOnTenancyId}`)).json()) as Record<string, unknown>;
  expect(followOn).toMatchObject({ previousTenancyId: tenancyId, leaseStart: '2028-01-01', leaseEnd: '2029-12-31', monthlyRent: 3400 });
  await phone.close();
});
