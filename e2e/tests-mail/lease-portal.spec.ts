import { expect, test } from '@playwright/test';
import { readableMail } from '../../services/core/src/testing/smtp-sink';
import { signInThroughApi, STAFF } from '../support/accounts';
import { mailSinkForThisFile } from '../support/mail-sink';
import { letUnit } from '../support/portal-accounts';

const { mailsTo, signInOnPhone } = mailSinkForThisFile();

test('a tenant on a phone sees the diplomatic clause and the agreement, and accepts the renewal they were mailed', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `lease.${run}@example.sg`;
  await signInThroughApi(page, STAFF.admin);
  const tenancyId = await letUnit(page.request, {
    address: `${run} East Coast Road #07-02`,
    tenantName: 'Nur Aisyah',
    tenantEmail: email,
    tenantPhone: '9876 5432',
    monthlyRent: 3200,
    diplomaticClauseFrom: '2027-01-01',
    diplomaticNoticeMonths: 2,
  });
  const uploaded = await page.request.post(`/api/admin/tenancies/${tenancyId}/documents`, {
    multipart: { kind: 'agreement', file: { name: 'agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const offered = await page.request.post(`/api/admin/tenancies/${tenancyId}/renewal-offers`, { data: { monthlyRent: 3400, termMonths: 24 } });
  expect(offered.status(), await offered.text()).toBe(201);

  await expect.poll(() => mailsTo(email, 'Renew your lease').length, { timeout: 30_000 }).toBe(1);
  expect(readableMail(mailsTo(email, 'Renew your lease')[0]!)).toContain('/portal/lease');
  const tenant = await signInOnPhone(browser, baseURL, email);
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
  await tenant.context().close();
});
