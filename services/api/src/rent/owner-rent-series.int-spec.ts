import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { monthsFrom, type OwnerRentSeries, singaporeMonth } from '@app/contracts';
import {
  buildOwnerRentSeries,
  buildOwnerStatement,
  MaintenanceRequestEntity,
  OwnerEntity,
  OwnerUnitEntity,
  postRentCharges,
  TenancyEntity,
  UserEntity,
} from '@app/core';
import { testOwner, testTenancy } from '@app/core/testing';
import { useAppWithAccounts } from '../testing/accounts';
import { payRent } from '../testing/rent-payments';

const cents = (dollars: number | undefined): number => Math.round((dollars ?? 0) * 100);
const MONTHS = monthsFrom('2025-12', '2026-11');
const pointOf = (series: OwnerRentSeries, unit: OwnerUnitEntity, month: string) =>
  series.units.find((line) => line.unitId === unit.id)?.points[MONTHS.indexOf(month)];

/** Issue 31: the owner's 12-month series, read set-based, against 12 statements; and its chart, owner only. */
describe("the owner's rent series and chart", () => {
  const app = useAppWithAccounts({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-owner-series` });
  const em = () => app.accounts.em.fork();
  const api = () => request(app.context.app.getHttpServer());

  async function ownerWithUnits(account: UserEntity | null) {
    const fork = em();
    const marker = randomBytes(4).toString('hex');
    const owner = testOwner({ email: `o-${marker}@example.sg` });
    owner.account = account ? fork.getReference(UserEntity, account.id) : null;
    const lease = (address: string, leaseStart: string, monthlyRentCents: number) => testTenancy({ address, leaseStart, monthlyRentCents });
    const half = lease(`${marker} Half Paid Road`, '2026-03-01', 300_000);
    const late = lease(`${marker} Late Lane #02-02`, '2026-04-15', 200_050);
    const units = [
      new OwnerUnitEntity({ owner, listing: null, address: half.address, managementFeeBasisPoints: 1000 }),
      new OwnerUnitEntity({ owner, listing: null, address: late.address, managementFeeBasisPoints: 850 }),
    ];
    await fork.persistAndFlush([owner, ...units, half, late]);
    return { owner, units, half, late };
  }

  const pay = (tenancyId: string, amountCents: number, paidOn: string) => payRent(em(), tenancyId, amountCents, paidOn);

  async function repair(tenancy: TenancyEntity, costCents: number, doneAt: Date) {
    const fork = em();
    const request = new MaintenanceRequestEntity({
      tenancy: fork.getReference(TenancyEntity, tenancy.id),
      category: 'plumbing',
      urgency: 'urgent',
      description: 'The kitchen tap leaks',
      responseDueAt: doneAt,
      createdAt: doneAt,
    });
    Object.assign(request, { status: 'done', costCents, doneAt });
    await fork.persistAndFlush(request);
  }

  /** March half paid; April unpaid (arrears) and the second lease starting mid-month; May pays the arrears and has a repair. */
  async function ledgerFixture(account: UserEntity | null = null) {
    const fixture = await ownerWithUnits(account);
    for (const day of ['2026-03-02', '2026-04-02', '2026-04-16', '2026-05-02']) await postRentCharges(em(), new Date(`${day}T01:00:00Z`));
    await pay(fixture.half.id, 150_000, '2026-03-05');
    await pay(fixture.late.id, 50_000, '2026-04-20');
    await pay(fixture.half.id, 450_000, '2026-05-10');
    await repair(fixture.late, 18_050, new Date('2026-05-31T17:00:00Z'));
    return fixture;
  }

  async function expectSeriesEqualsStatements(ownerId: string, gstRegistration: string | null) {
    const series = await buildOwnerRentSeries(em(), ownerId, MONTHS, { gstRegistration });
    for (const [at, month] of MONTHS.entries()) {
      const statement = await buildOwnerStatement(em(), ownerId, month, { gstRegistration });
      const expected = (line: { rentDue: number; rentReceived?: number; net: number }) => ({
        month,
        rentDueCents: cents(line.rentDue),
        rentReceivedCents: cents(line.rentReceived),
        netCents: cents(line.net),
      });
      expect(series.total[at]).toEqual(expected(statement.totals));
      statement.units.forEach((line, index) => expect(series.units[index]?.points[at]).toEqual(expected(line)));
    }
    for (const unit of series.units) {
      const alone = await buildOwnerRentSeries(em(), ownerId, MONTHS, { gstRegistration }, unit.unitId);
      expect(alone.units).toEqual([unit]);
    }
    return series;
  }

  it("equals the statement's figures in every month: a half-paid month, an arrears month, a pro-rata start and a repair", async () => {
    const { owner, units } = await ledgerFixture();

    const series = await expectSeriesEqualsStatements(owner.id, null);

    const month = (name: string) => series.total[MONTHS.indexOf(name)];
    expect(month('2026-03')).toEqual({ month: '2026-03', rentDueCents: 300_000, rentReceivedCents: 150_000, netCents: 135_000 });
    expect(month('2026-04')?.rentReceivedCents).toBe(50_000);
    expect(pointOf(series, units[1]!, '2026-04')?.rentDueCents).toBe(106_693);
    expect(month('2026-05')?.rentReceivedCents).toBe(450_000);
    expect(month('2026-02')).toEqual({ month: '2026-02', rentDueCents: 0, rentReceivedCents: 0, netCents: 0 });
  });

  it('follows the fee on rent due and GST on the fee like the statement', async () => {
    const { owner, units } = await ledgerFixture();
    await em().nativeUpdate(OwnerEntity, { id: owner.id }, { feeBasis: 'due' });

    const series = await expectSeriesEqualsStatements(owner.id, 'M90312345A');

    expect(pointOf(series, units[0]!, '2026-04')?.netCents).toBe(-32_700);
  });

  describe('the chart as SVG', () => {
    it('answers the owner their total and each of their units, drawn on the server, and 404 for another owner unit', async () => {
      const account = await app.accounts.create('owner');
      const { units } = await ownerWithUnits(account.user);
      const other = await ownerWithUnits(null);

      const total = await api().get('/api/portal/owner/rent-charts/all').set('Cookie', account.cookie).expect(200);
      expect(total.headers['content-type']).toContain('image/svg+xml');
      const svg = total.body instanceof Buffer ? total.body.toString('utf8') : String(total.text);
      expect(svg).toContain('role="img"');
      expect(svg).toContain('<title id="chart-title">All your units</title>');
      expect(svg).toContain(`data-month="${singaporeMonth(new Date())}"`);

      const own = await api().get(`/api/portal/owner/rent-charts/${units[1]!.id}`).set('Cookie', account.cookie).expect(200);
      expect(own.body.toString('utf8')).toContain(`<title id="chart-title">${units[1]!.address}</title>`);

      const foreign = await api().get(`/api/portal/owner/rent-charts/${other.units[0]!.id}`).set('Cookie', account.cookie).expect(404);
      expect(foreign.body).toMatchObject({ statusCode: 404, message: 'Unit not found' });
      await api().get('/api/portal/owner/rent-charts/not-a-unit').set('Cookie', account.cookie).expect(404);
    });

    it('refuses a tenant and a visitor, as the rest of the owner portal does', async () => {
      const tenant = await app.accounts.create('tenant');
      const refused = await api().get('/api/portal/owner/rent-charts/all').set('Cookie', tenant.cookie).expect(403);
      expect(refused.body).toMatchObject({ statusCode: 403 });
      await api().get('/api/portal/owner/rent-charts/all').expect(401);
    });

    it('answers the series JSON with the same months the chart draws', async () => {
      const account = await app.accounts.create('owner');
      await ownerWithUnits(account.user);
      const series = (await api().get('/api/portal/owner/rent-series').set('Cookie', account.cookie).expect(200)).body as OwnerRentSeries;
      expect(series.months).toHaveLength(12);
      expect(series.units).toHaveLength(2);
    });
  });
});
