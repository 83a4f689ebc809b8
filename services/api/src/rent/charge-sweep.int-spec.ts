import { postRentCharges, RentChargeEntity, RentCreditEntity, TenancyEntity } from '@app/core';
import { testTenancy } from '@app/core/testing';
import { useAppWithAccounts } from '../testing/accounts';

/** Issue 31: the charge sweep against the real database: due days, pro rata, held credits and late interest. */
describe('the rent charge sweep', () => {
  const app = useAppWithAccounts({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-charge-sweep` });
  const em = () => app.accounts.em.fork();

  async function tenancy(fields: Partial<TenancyEntity> & { leaseStart: string; leaseEnd: string }) {
    const fork = em();
    const row = testTenancy({ address: `${Math.random().toString(36).slice(2, 8)} Sweep Road`, monthlyRentCents: 310_000, ...fields });
    Object.assign(row, fields);
    await fork.persistAndFlush(row);
    return row;
  }
  const chargesOf = (tenancyId: string) => em().find(RentChargeEntity, { tenancy: tenancyId }, { orderBy: { dueOn: 'asc', kind: 'asc' } });

  it('charges a lease starting on the 31st pro rata, then on each month’s last day, 3 days ahead', async () => {
    const lease = await tenancy({ leaseStart: '2031-01-31', leaseEnd: '2032-01-30' });
    await postRentCharges(em(), new Date('2031-02-25T09:00:00+08:00'));
    await postRentCharges(em(), new Date('2031-02-25T10:00:00+08:00'));
    expect((await chargesOf(lease.id)).map((charge) => [charge.period, charge.dueOn, charge.amountCents])).toEqual([
      ['2031-01', '2031-01-31', 10_000],
      ['2031-02', '2031-02-28', 310_000],
    ]);
  });

  it('charges a tenancy ended early up to the Singapore day it ended (15 February, 01:00 in Singapore: 15 of 28 days)', async () => {
    const lease = await tenancy({ leaseStart: '2034-01-01', leaseEnd: '2035-12-31', endedAt: new Date('2034-02-14T17:00:00Z') });
    await postRentCharges(em(), new Date('2034-02-26T09:00:00+08:00'));
    expect((await chargesOf(lease.id)).map((charge) => [charge.period, charge.dueOn, charge.amountCents])).toEqual([
      ['2034-01', '2034-01-01', 310_000],
      ['2034-02', '2034-02-01', 166_071],
    ]);
  });

  it('pays a new charge from a credit the tenancy holds', async () => {
    const lease = await tenancy({ leaseStart: '2032-03-01', leaseEnd: '2033-02-28' });
    const fork = em();
    fork.persist(
      new RentCreditEntity({
        tenancy: fork.getReference(TenancyEntity, lease.id),
        amountCents: 10_000,
        source: 'manual',
        reason: 'Goodwill',
        creditedOn: '2032-02-20',
        payment: null,
        createdBy: null,
      }),
    );
    await fork.flush();
    await postRentCharges(em(), new Date('2032-02-27T09:00:00+08:00'));
    expect((await chargesOf(lease.id)).map((charge) => charge.openCents)).toEqual([300_000]);
    expect((await em().findOneOrFail(RentCreditEntity, { tenancy: lease.id })).unappliedCents).toBe(0);
  });

  it('posts late interest once, as its own charge, after the grace days, only where the tenancy has it', async () => {
    const withInterest = await tenancy({ leaseStart: '2033-03-01', leaseEnd: '2034-02-28', lateInterestBasisPoints: 1200, lateInterestGraceDays: 5 });
    const without = await tenancy({ leaseStart: '2033-03-01', leaseEnd: '2034-02-28' });
    await postRentCharges(em(), new Date('2033-03-06T09:00:00+08:00'));
    expect(await em().count(RentChargeEntity, { kind: 'late_interest', tenancy: withInterest.id })).toBe(0);
    await postRentCharges(em(), new Date('2033-03-07T09:00:00+08:00'));
    await postRentCharges(em(), new Date('2033-03-08T09:00:00+08:00'));
    const interest = await em().find(RentChargeEntity, { kind: 'late_interest', tenancy: { $in: [withInterest.id, without.id] } });
    expect(interest.map((charge) => [charge.tenancy.id, charge.period, charge.amountCents, charge.dueOn])).toEqual([
      [withInterest.id, '2033-03', 3_100, '2033-03-07'],
    ]);
    expect(interest[0]?.reference).toMatch(/^HL[0-9A-Z]{5}203303L$/);
  });
});
