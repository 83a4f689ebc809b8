import { type FeeBasis, GST_RATE_BASIS_POINTS, proRataRent } from '@app/contracts';
import { lastLeaseDay } from '../tenancies/last-lease-day';
import type { TenancyEntity } from '../tenancies/tenancy.entity';

/** A unit's share of an amount in basis points, rounded to the cent. */
const share = (cents: number, basisPoints: number): number => Math.round((cents * basisPoints) / 10_000);

/** What the statement's rule needs besides a month's money: the owner's fee basis, the unit's fee and whether GST is due. */
export type FeeRules = { feeBasis: FeeBasis; feeBasisPoints: number; chargesGst: boolean };

/** A unit's month, in cents: rent due, rent received in the month, and the repairs done in it. */
export type UnitMonthCents = { rentDue: number; rentReceived: number; repairCosts: number };

/**
 * The statement's rule, in cents: the management fee on the rent received (or on the rent due if the owner chose so),
 * GST on the fee when the company is registered, and the net (rent received − repairs − fee − GST). The statement and
 * the owner's 12-month chart both take their figures from here.
 */
export function feeAndNet(month: UnitMonthCents, rules: FeeRules): { managementFee: number; gst: number; net: number } {
  const managementFee = share(rules.feeBasis === 'due' ? month.rentDue : month.rentReceived, rules.feeBasisPoints);
  const gst = rules.chargesGst ? share(managementFee, GST_RATE_BASIS_POINTS) : 0;
  return { managementFee, gst, net: month.rentReceived - month.repairCosts - managementFee - gst };
}

/** A lease's rent due in a month, pro rata to the days of it the lease ran (to its end, or the day it was ended). */
export function leaseRentDue(
  tenancy: Pick<TenancyEntity, 'leaseStart' | 'leaseEnd' | 'endedAt' | 'monthlyRentCents'>,
  month: string,
): { days: number; cents: number } {
  return proRataRent({ leaseStart: tenancy.leaseStart, lastDay: lastLeaseDay(tenancy), monthlyRentCents: tenancy.monthlyRentCents }, month);
}
