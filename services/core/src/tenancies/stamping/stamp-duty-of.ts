import { leaseStampDuty, type StampDuty } from '@app/contracts';
import type { TenancyEntity } from '../tenancy.entity';

type StampDutyFacts = Pick<
  TenancyEntity,
  'leaseStart' | 'leaseEnd' | 'monthlyRentCents' | 'laterYearRentsCents' | 'marketMonthlyRentCents' | 'monthlyChargesCents'
>;

/** The stamp duty on a tenancy's rent (the first year's, then any staggered later years), market rent and charges. */
export function stampDutyOf(tenancy: StampDutyFacts): StampDuty {
  return leaseStampDuty({
    leaseStart: tenancy.leaseStart,
    leaseEnd: tenancy.leaseEnd,
    yearlyMonthlyRentCents: [tenancy.monthlyRentCents, ...tenancy.laterYearRentsCents],
    marketMonthlyRentCents: tenancy.marketMonthlyRentCents,
    monthlyChargesCents: tenancy.monthlyChargesCents,
  });
}
