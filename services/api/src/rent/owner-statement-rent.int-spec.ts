import { buildOwnerStatement, OwnerEntity, OwnerUnitEntity, postRentCharges, RentChargeEntity } from '@app/core';
import { testOwner, testTenancy } from '@app/core/testing';
import { useAppWithAccounts } from '../testing/accounts';
import { payRent } from '../testing/rent-payments';

/** Issue 31: the owner's statement on rent received, against the real database. */
describe('an owner statement on rent received', () => {
  const app = useAppWithAccounts({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-statement-rent` });
  const em = () => app.accounts.em.fork();

  async function ownerWithTenancy(address: string, leaseStart: string) {
    const fork = em();
    const owner = testOwner({ email: `o-${address.replace(/\W/g, '')}@example.sg` });
    const unit = new OwnerUnitEntity({ owner, listing: null, address, managementFeeBasisPoints: 1000 });
    const tenancy = testTenancy({ address, leaseStart, monthlyRentCents: 300_000 });
    await fork.persistAndFlush([owner, unit, tenancy]);
    return { owner, tenancy };
  }

  const pay = (tenancyId: string, amountCents: number, paidOn: string) => payRent(em(), tenancyId, amountCents, paidOn);

  it('counts a half-paid month as half received and half in arrears, with the fee and net on what was received', async () => {
    const { owner, tenancy } = await ownerWithTenancy('1 Half Paid Road', '2026-03-01');
    await postRentCharges(em(), new Date('2026-03-02T01:00:00Z'));
    expect(await em().count(RentChargeEntity, { tenancy: tenancy.id, period: '2026-03' })).toBe(1);
    await pay(tenancy.id, 150_000, '2026-03-05');

    const statement = await buildOwnerStatement(em(), owner.id, '2026-03', { gstRegistration: null });

    expect(statement.rule).toBe('rent_received');
    expect(statement.units[0]).toMatchObject({
      rentDue: 3000,
      rentReceived: 1500,
      arrearsCarriedForward: 1500,
      managementFee: 150,
      gst: 0,
      net: 1350,
      behind: true,
    });
    expect(statement.units[0]?.behindNote).toContain('S$1,500.00');
    expect(statement.totals).toMatchObject({ rentDue: 3000, rentReceived: 1500, arrearsCarriedForward: 1500, managementFee: 150, gst: 0, net: 1350 });
  });

  it('takes the fee on rent due when the owner chose it, and GST on the fee when the company is registered', async () => {
    const { owner, tenancy } = await ownerWithTenancy('2 Fee On Due Road', '2026-04-01');
    await em().nativeUpdate(OwnerEntity, { id: owner.id }, { feeBasis: 'due' });
    await postRentCharges(em(), new Date('2026-04-02T01:00:00Z'));
    await pay(tenancy.id, 300_000, '2026-04-03');

    const statement = await buildOwnerStatement(em(), owner.id, '2026-04', { gstRegistration: 'M90312345A' });

    expect(statement.units[0]).toMatchObject({
      rentReceived: 3000,
      arrearsCarriedForward: 0,
      feeBasis: 'due',
      managementFee: 300,
      gst: 27,
      net: 2673,
      behind: false,
      behindNote: null,
    });
    expect(statement.gstRegistration).toBe('M90312345A');
  });
});
