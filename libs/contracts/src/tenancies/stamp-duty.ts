import { addDays } from '../viewings/singapore-time';
import { addMonths, daysBetween, leaseMonths } from './lease-dates';

/**
 * IRAS lease stamp duty for tenancy agreements signed on or after 22 February 2014. A check for staff, not advice:
 * IRAS's e-Stamping assesses the duty payable.
 */
export const STAMP_DUTY_SOURCE = 'https://www.iras.gov.sg/taxes/stamp-duty/for-property/renting-a-property/stamp-duty-for-leasing-(tenancy-agreement)';

/** Average annual rent at or below this is exempt. */
export const STAMP_DUTY_EXEMPT_AAR_CENTS = 100_000;
/** 0.4%, as a fraction of 1,000. */
const RATE_PER_THOUSAND = 4;
/** Longer leases pay on four years of the average annual rent. */
const LONG_LEASE_MONTHS = 48;

export type StampDutyInput = {
  leaseStart: string;
  leaseEnd: string;
  /** The monthly rent of each lease year in order (a staggered rent); the last holds for any later year. */
  yearlyMonthlyRentCents: number[];
  /** The market rent a month, when known: the duty is on the higher of it and the contractual rent. */
  marketMonthlyRentCents: number | null;
  /** Service, maintenance and furniture charges a month: part of the rent for the duty. */
  monthlyChargesCents: number;
};

export type StampDuty = {
  months: number;
  /** Rent for the whole lease, charges included, on the higher of contractual and market rent. */
  totalRentCents: number;
  averageAnnualRentCents: number;
  basis: 'exempt' | 'total_rent' | 'four_years_average';
  /** Whole dollars, in cents. */
  dutyCents: number;
};

/** The contractual rent over `months` months, month by month at its lease year's rent (a part month pro rata). */
function contractualRentCents(yearly: number[], months: number): number {
  let total = 0;
  for (let month = 0; month < months; month += 1) {
    const rent = yearly[Math.min(Math.floor(month / 12), yearly.length - 1)] ?? 0;
    total += rent * Math.min(1, months - month);
  }
  return total;
}

const roundDownToDollar = (cents: number) => Math.floor(cents / 100) * 100;

export function leaseStampDuty(input: StampDutyInput): StampDuty {
  const months = leaseMonths(input.leaseStart, input.leaseEnd);
  const rent = Math.max(contractualRentCents(input.yearlyMonthlyRentCents, months), (input.marketMonthlyRentCents ?? 0) * months);
  const totalRentCents = Math.round(rent + input.monthlyChargesCents * months);
  const averageAnnualRentCents = Math.round((totalRentCents * 12) / months);
  if (averageAnnualRentCents <= STAMP_DUTY_EXEMPT_AAR_CENTS) return { months, totalRentCents, averageAnnualRentCents, basis: 'exempt', dutyCents: 0 };
  const long = months > LONG_LEASE_MONTHS;
  const base = long ? 4 * averageAnnualRentCents : totalRentCents;
  return {
    months,
    totalRentCents,
    averageAnnualRentCents,
    basis: long ? 'four_years_average' : 'total_rent',
    dutyCents: roundDownToDollar((base * RATE_PER_THOUSAND) / 1000),
  };
}

/** Days to stamp after the first signing in Singapore, or after receipt in Singapore of an agreement signed abroad. */
export const STAMPING_DAYS = { signedHere: 14, signedAbroad: 30 } as const;

export type StampingDates = { signedOn: string; signedAbroad: boolean; receivedInSingaporeOn: string | null };

/** The last day to stamp, or null while an agreement signed abroad has not yet reached Singapore. */
export function stampingDeadline({ signedOn, signedAbroad, receivedInSingaporeOn }: StampingDates): string | null {
  if (!signedAbroad) return addDays(signedOn, STAMPING_DAYS.signedHere);
  return receivedInSingaporeOn ? addDays(receivedInSingaporeOn, STAMPING_DAYS.signedAbroad) : null;
}

/** Staff are reminded this many days before the stamping deadline. */
export const STAMPING_REMINDER_DAYS_BEFORE = 3;

/** Whether staff are to be reminded today of a deadline: from 3 days before it to the day itself (a sweep missed on the day still reminds). */
export function stampingReminderDue(deadline: string, today: string): boolean {
  const daysLeft = daysBetween(today, deadline);
  return daysLeft >= 0 && daysLeft <= STAMPING_REMINDER_DAYS_BEFORE;
}

export type LateStampingPenalty = { late: boolean; beyondThreeMonths: boolean; penaltyCents: number };

/**
 * The IRAS penalty for stamping on `stampedOn` after `deadline`: up to 3 months late, the greater of S$10 or the duty;
 * beyond that, the greater of S$25 or four times the duty.
 */
export function lateStampingPenalty(dutyCents: number, deadline: string, stampedOn: string): LateStampingPenalty {
  if (dutyCents === 0 || stampedOn <= deadline) return { late: false, beyondThreeMonths: false, penaltyCents: 0 };
  const beyondThreeMonths = stampedOn > addMonths(deadline, 3);
  const penaltyCents = beyondThreeMonths ? Math.max(2_500, 4 * dutyCents) : Math.max(1_000, dutyCents);
  return { late: true, beyondThreeMonths, penaltyCents };
}
