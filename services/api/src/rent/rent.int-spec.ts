import request from 'supertest';
import {
  ChargeSchema,
  CreditSchema,
  hasValidEmvCrc,
  LedgerPageSchema,
  monthBounds,
  OpenChargeSchema,
  OverdueTotalSchema,
  PaymentResultSchema,
  PaymentSchema,
  PendingPaymentPageSchema,
  previousMonth,
  PUBLIC_FORM_RATE_LIMIT_PER_MINUTE,
  RATE_LIMIT_MESSAGE,
  RentAccountPageSchema,
  RentBalanceSchema,
  singaporeMonth,
  TenancyRentSettingsSchema,
  TenancySchema,
  TenantRentSchema,
} from '@app/contracts';
import { AuditLogEntity, OutboundMailEntity, postRentCharges, RentAllocationEntity, RentPaymentEntity, TenancyEntity } from '@app/core';
import { pngImage } from '@app/core/testing';
import { type TestAccount, useAppWithMedia } from '../testing/accounts';

const NOT_THERE = '00000000-0000-4000-8000-000000000000';
const RENT = 300_000;

/** Issue 31: the rent ledger through the API, as staff, tenants and other tenants use it. */
describe('rent: ledgers, payments, the portal and its QR codes', () => {
  const app = useAppWithMedia('rent', { TRUST_PROXY_HOPS: '1', COMPANY_PAYNOW_NAME: 'HARBOURLINE PTE LTD' });
  const api = () => request(app.context.server);
  const em = () => app.accounts.em.fork();
  const unique = () => Math.random().toString(36).slice(2, 8);
  /** From the first day of last month to the end of this one: the sweep charges both months (due on the 1st) in full. */
  const leaseStart = `${previousMonth(singaporeMonth(new Date()))}-01`;
  const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

  let admin: TestAccount;
  beforeAll(async () => {
    admin = await app.accounts.create('admin');
  });

  /** What an admin's POST to `path` with `body` answers, expected 201 Created. */
  const postedByAdmin = async (path: string, body: object) => (await api().post(path).set('Cookie', admin.cookie).send(body).expect(201)).body;

  /** The payment `tenant` claims in the portal to have made on `tenancyId`. */
  const claimedPayment = async (tenant: TestAccount, tenancyId: string, body: object) =>
    PaymentSchema.parse((await api().post(`/api/portal/rent/tenancies/${tenancyId}/payments`).set('Cookie', tenant.cookie).send(body).expect(201)).body);
  /** The claimed payment once `tenant` has attached a PNG screenshot of the transfer to it. */
  const withScreenshot = async (tenant: TestAccount, paymentId: string) =>
    PaymentSchema.parse(
      (
        await api()
          .post(`/api/portal/rent/payments/${paymentId}/screenshot`)
          .set('Cookie', tenant.cookie)
          .attach('files', await pngImage({ width: 40, height: 60 }), { filename: 'paid.png', contentType: 'image/png' })
          .expect(200)
      ).body,
    );

  /** A tenancy of a tenant account, charged by the sweep for last month and this one. */
  async function chargedTenancy(tenant?: TestAccount) {
    const body = {
      address: `${unique()} Rent Road`,
      tenantName: 'Tan Mei Ling',
      tenantEmail: tenant?.email ?? `t-${unique()}@example.sg`,
      tenantPhone: '+65 8123 4567',
      leaseStart,
      leaseEnd: monthBounds(singaporeMonth(new Date())).lastDay,
      monthlyRent: RENT / 100,
    };
    const tenancy = TenancySchema.parse(await postedByAdmin('/api/admin/tenancies', body));
    if (tenant) await em().nativeUpdate(TenancyEntity, { id: tenancy.id }, { tenant: tenant.user.id });
    await postRentCharges(em(), new Date());
    return tenancy;
  }

  const balanceOf = async (tenancyId: string) =>
    RentBalanceSchema.parse((await api().get(`/api/admin/rent/tenancies/${tenancyId}/balance`).set('Cookie', admin.cookie).expect(200)).body);

  it('allocates a staff payment to the oldest charge first, leaves a partial one open, receipts it and audits it', async () => {
    const tenancy = await chargedTenancy();
    expect(await balanceOf(tenancy.id)).toMatchObject({ balanceCents: 2 * RENT, openCents: 2 * RENT, overdueCents: expect.any(Number) });

    const paid = PaymentResultSchema.parse(
      await postedByAdmin(`/api/admin/rent/tenancies/${tenancy.id}/payments`, { amountCents: 450_000, paidOn: today(), method: 'fast', reference: 'FAST 123' }),
    );
    expect(paid.allocations.map((allocation) => [allocation.reference.slice(-6), allocation.amountCents])).toEqual([
      [previousMonth(singaporeMonth(new Date())).replace('-', ''), RENT],
      [singaporeMonth(new Date()).replace('-', ''), 150_000],
    ]);
    expect(paid.credit).toBeNull();
    expect(paid.balance).toMatchObject({ balanceCents: 150_000, openCents: 150_000 });
    expect(await em().count(OutboundMailEntity, { kind: 'rent_receipt', rentPayment: paid.payment.id })).toBe(1);
    expect(await em().count(AuditLogEntity, { action: 'rent.payment_recorded', targetId: tenancy.id, actorId: admin.user.id })).toBe(1);

    const over = PaymentResultSchema.parse(
      await postedByAdmin(`/api/admin/rent/tenancies/${tenancy.id}/payments`, { amountCents: 200_000, paidOn: today(), method: 'cash' }),
    );
    expect(over.credit).toMatchObject({ amountCents: 50_000, unappliedCents: 50_000, source: 'overpayment' });
    expect(over.balance).toMatchObject({ balanceCents: -50_000, openCents: 0, creditCents: 50_000 });

    const charge = ChargeSchema.parse(
      await postedByAdmin(`/api/admin/rent/tenancies/${tenancy.id}/charges`, {
        amountCents: 80_000,
        dueOn: today(),
        description: 'Aircon servicing',
        reason: 'Recharged repair, agreed by the tenant',
      }),
    );
    expect(charge).toMatchObject({ kind: 'one_off', amountCents: 80_000, openCents: 30_000 });
    expect(charge.reference).toMatch(/^HL[0-9A-Z]{5}X1$/);
    expect(await balanceOf(tenancy.id)).toMatchObject({ balanceCents: 30_000, openCents: 30_000, creditCents: 0 });

    CreditSchema.parse(await postedByAdmin(`/api/admin/rent/tenancies/${tenancy.id}/credits`, { amountCents: 30_000, reason: 'Goodwill for the broken lift' }));
    expect(await balanceOf(tenancy.id)).toMatchObject({ balanceCents: 0, openCents: 0 });

    const ledger = LedgerPageSchema.parse(
      (await api().get(`/api/admin/rent/tenancies/${tenancy.id}/ledger?pageSize=3`).set('Cookie', admin.cookie).expect(200)).body,
    );
    expect(ledger.total).toBe(7);
    expect(ledger.items).toHaveLength(3);
    const days = ledger.items.map((entry) => entry.on);
    expect([...days].sort().reverse()).toEqual(days);
    const second = LedgerPageSchema.parse(
      (await api().get(`/api/admin/rent/tenancies/${tenancy.id}/ledger?pageSize=3&page=3`).set('Cookie', admin.cookie).expect(200)).body,
    );
    expect(second.items.map((entry) => entry.type)).toEqual(['charge']);
  });

  it('refuses a payment in the future, an unknown tenancy and a bad amount with clear errors', async () => {
    const tenancy = await chargedTenancy();
    const url = `/api/admin/rent/tenancies/${tenancy.id}/payments`;
    const future = await api().post(url).set('Cookie', admin.cookie).send({ amountCents: 100, paidOn: '2099-01-01', method: 'cash' }).expect(400);
    expect(future.body.message).toBe('A payment cannot be dated in the future');
    await api().post(url).set('Cookie', admin.cookie).send({ amountCents: 0, paidOn: today(), method: 'cash' }).expect(400);
    await api().post(url).set('Cookie', admin.cookie).send({ amountCents: 100, paidOn: '2026-02-31', method: 'cash' }).expect(400);
    await api()
      .post(`/api/admin/rent/tenancies/${NOT_THERE}/payments`)
      .set('Cookie', admin.cookie)
      .send({ amountCents: 100, paidOn: today(), method: 'cash' })
      .expect(404);
    await api().get('/api/admin/rent/tenancies/not-a-uuid/balance').set('Cookie', admin.cookie).expect(404);
  });

  it("shows the tenant their balance and a PayNow QR per open charge; their I've paid is confirmed or rejected by staff", async () => {
    const tenant = await app.accounts.create('tenant');
    const tenancy = await chargedTenancy(tenant);
    const rent = TenantRentSchema.parse((await api().get(`/api/portal/rent/tenancies/${tenancy.id}`).set('Cookie', tenant.cookie).expect(200)).body);
    expect(rent.balance.balanceCents).toBe(2 * RENT);
    expect(rent.openCharges).toHaveLength(2);
    const [oldest] = rent.openCharges;
    expect(oldest?.paynow).toMatchObject({
      amountCents: RENT,
      reference: oldest?.reference,
      payee: { kind: 'company', proxyType: 'uen', name: 'HARBOURLINE PTE LTD' },
    });
    expect(oldest?.paynow.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(hasValidEmvCrc(oldest?.paynow.payload ?? '')).toBe(true);
    expect(oldest?.paynow.payload).toContain(`01${String(oldest?.reference.length).padStart(2, '0')}${oldest?.reference}`);
    const single = OpenChargeSchema.parse((await api().get(`/api/portal/rent/charges/${oldest?.id}`).set('Cookie', tenant.cookie).expect(200)).body);
    expect(single.paynow.payload).toBe(oldest?.paynow.payload);

    const claim = await claimedPayment(tenant, tenancy.id, { amountCents: RENT, paidOn: today(), chargeId: oldest?.id });
    expect(claim).toMatchObject({ status: 'pending', recordedBy: 'tenant', reference: oldest?.reference, screenshot: null });
    const withShot = await withScreenshot(tenant, claim.id);
    expect(withShot.screenshot).toMatchObject({ status: 'processing' });
    await api()
      .post(`/api/portal/rent/payments/${claim.id}/screenshot`)
      .set('Cookie', tenant.cookie)
      .attach('files', await pngImage({ width: 40, height: 60 }), { filename: 'again.png', contentType: 'image/png' })
      .expect(409);
    expect(await balanceOf(tenancy.id)).toMatchObject({ balanceCents: 2 * RENT, pendingCents: RENT });

    const queue = PendingPaymentPageSchema.parse(
      (await api().get('/api/admin/rent/pending-payments?pageSize=100').set('Cookie', admin.cookie).expect(200)).body,
    );
    expect(queue.items.find((item) => item.id === claim.id)).toMatchObject({ chargeReference: oldest?.reference, tenantName: 'Tan Mei Ling' });
    const confirmed = PaymentResultSchema.parse(
      (await api().post(`/api/admin/rent/payments/${claim.id}/confirm`).set('Cookie', admin.cookie).expect(200)).body,
    );
    expect(confirmed.payment.status).toBe('confirmed');
    expect(confirmed.balance).toMatchObject({ balanceCents: RENT, pendingCents: 0 });
    await api().post(`/api/admin/rent/payments/${claim.id}/confirm`).set('Cookie', admin.cookie).expect(409);

    const second = await claimedPayment(tenant, tenancy.id, { amountCents: RENT, paidOn: today() });
    await api()
      .post(`/api/admin/rent/payments/${second.id}/reject`)
      .set('Cookie', admin.cookie)
      .send({ reason: 'No such transfer on our account' })
      .expect(200);
    const after = TenantRentSchema.parse((await api().get(`/api/portal/rent/tenancies/${tenancy.id}`).set('Cookie', tenant.cookie).expect(200)).body);
    expect(after.claims.map((item) => [item.status, item.rejectionReason])).toEqual([
      ['rejected', 'No such transfer on our account'],
      ['confirmed', null],
    ]);
    expect(after.openCharges).toHaveLength(1);
    expect(await em().count(OutboundMailEntity, { kind: 'rent_receipt', rentPayment: claim.id })).toBe(1);
    expect(await em().count(RentAllocationEntity, { payment: second.id })).toBe(0);
  });

  it('refuses a tenant’s sixth "I’ve paid" claim from one address within a minute with 429 and a message', async () => {
    const tenant = await app.accounts.create('tenant');
    const tenancy = await chargedTenancy(tenant);
    const from = '198.18.0.31';
    const claim = () =>
      api()
        .post(`/api/portal/rent/tenancies/${tenancy.id}/payments`)
        .set('Cookie', tenant.cookie)
        .set('X-Forwarded-For', from)
        .send({ amountCents: 100, paidOn: today() });
    for (let attempt = 0; attempt < PUBLIC_FORM_RATE_LIMIT_PER_MINUTE; attempt += 1) await claim().expect(201);
    const refused = await claim().expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, message: RATE_LIMIT_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await em().count(RentPaymentEntity, { tenancy: tenancy.id, recordedBy: 'tenant' })).toBe(PUBLIC_FORM_RATE_LIMIT_PER_MINUTE);
  });

  it('answers another tenant 404 on every rent route of a tenancy, charge, payment or screenshot that is not theirs', async () => {
    const owner = await app.accounts.create('tenant');
    const other = await app.accounts.create('tenant');
    const tenancy = await chargedTenancy(owner);
    const rent = TenantRentSchema.parse((await api().get(`/api/portal/rent/tenancies/${tenancy.id}`).set('Cookie', owner.cookie).expect(200)).body);
    const claim = await claimedPayment(owner, tenancy.id, { amountCents: 100, paidOn: today() });
    const shot = await withScreenshot(owner, claim.id);
    const photoId = shot.screenshot?.id as string;
    const calls = [
      api().get(`/api/portal/rent/tenancies/${tenancy.id}`),
      api().get(`/api/portal/rent/tenancies/${tenancy.id}/ledger`),
      api().get(`/api/portal/rent/charges/${rent.openCharges[0]?.id}`),
      api().post(`/api/portal/rent/tenancies/${tenancy.id}/payments`).send({ amountCents: 100, paidOn: today() }),
      api()
        .post(`/api/portal/rent/payments/${claim.id}/screenshot`)
        .attach('files', await pngImage({ width: 40, height: 60 }), { filename: 'x.png', contentType: 'image/png' }),
      api().get(`/api/portal/rent/screenshots/${photoId}/thumb.webp`),
      api().get(`/api/portal/rent/tenancies/${NOT_THERE}`),
      api().get('/api/portal/rent/charges/not-a-uuid'),
    ];
    for (const call of calls) {
      const response = await call.set('Cookie', other.cookie);
      expect([call.url, response.status]).toEqual([call.url, 404]);
      expect(typeof response.body.error).toBe('string');
    }
  });

  it('lists accounts with balances, keeps the overdue ones, totals the overdue for the dashboard, and sets the due day', async () => {
    const tenancy = await chargedTenancy();
    const accounts = RentAccountPageSchema.parse(
      (await api().get('/api/admin/rent/accounts?overdue=true&pageSize=100').set('Cookie', admin.cookie).expect(200)).body,
    );
    expect(accounts.items.find((item) => item.id === tenancy.id)).toMatchObject({ monthlyRentCents: RENT, overdueCents: expect.any(Number) });
    const overdue = OverdueTotalSchema.parse((await api().get('/api/admin/rent/overdue').set('Cookie', admin.cookie).expect(200)).body);
    expect(overdue.overdueCents).toBeGreaterThanOrEqual(RENT);

    const settings = TenancyRentSettingsSchema.parse(
      (
        await api()
          .put(`/api/admin/rent/tenancies/${tenancy.id}/settings`)
          .set('Cookie', admin.cookie)
          .send({ dueDay: 31, lateInterest: { annualRatePercent: 6, graceDays: 5 } })
          .expect(200)
      ).body,
    );
    expect(settings).toMatchObject({ dueDay: 31, effectiveDueDay: 31, lateInterest: { annualRatePercent: 6, graceDays: 5 }, payee: { kind: 'company' } });
    expect(settings.code).toMatch(/^[0-9A-Z]{5}$/);
    await api().put(`/api/admin/rent/tenancies/${tenancy.id}/settings`).set('Cookie', admin.cookie).send({ dueDay: 32, lateInterest: null }).expect(400);
  });
});
