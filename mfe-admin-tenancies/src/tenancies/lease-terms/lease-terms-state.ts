import {
  checkLeaseRules,
  lateStampingPenalty,
  leaseMonths,
  type LeaseRuleFindings,
  leaseStampDuty,
  type LettingKind,
  type PropertyKind,
  singaporeDay,
  type StampDuty,
  stampingDeadline,
  type Tenancy,
  type TenantResidency,
} from '@app/contracts';
import { isApiError, parseDollarsToCents } from '@app/web';

/** The lease-term fields as the form holds them (text, as typed). */
export type LeaseTermsState = {
  propertyKind: PropertyKind | '';
  letting: LettingKind;
  hdbRooms: string;
  floorAreaSqm: string;
  tenantResidency: TenantResidency | '';
  occupants: string;
  marketMonthlyRent: string;
  monthlyCharges: string;
  laterYearRents: string[];
  signedOn: string;
  signedAbroad: boolean;
  receivedInSingaporeOn: string;
  stampCertificateRef: string;
  stampedOn: string;
  diplomaticClauseFrom: string;
  diplomaticNoticeMonths: string;
};

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function leaseTermsOf(tenancy: Tenancy | null): LeaseTermsState {
  return {
    propertyKind: tenancy?.propertyKind ?? '',
    letting: tenancy?.letting ?? 'whole_unit',
    hdbRooms: text(tenancy?.hdbRooms ?? null),
    floorAreaSqm: text(tenancy?.floorAreaSqm ?? null),
    tenantResidency: tenancy?.tenantResidency ?? '',
    occupants: text(tenancy?.occupants ?? null),
    marketMonthlyRent: text(tenancy?.marketMonthlyRent ?? null),
    monthlyCharges: tenancy?.monthlyCharges ? String(tenancy.monthlyCharges) : '',
    laterYearRents: (tenancy?.laterYearRents ?? []).map(String),
    signedOn: tenancy?.signedOn ?? '',
    signedAbroad: tenancy?.signedAbroad ?? false,
    receivedInSingaporeOn: tenancy?.receivedInSingaporeOn ?? '',
    stampCertificateRef: tenancy?.stampCertificateRef ?? '',
    stampedOn: tenancy?.stampedOn ?? '',
    diplomaticClauseFrom: tenancy?.diplomaticClauseFrom ?? '',
    diplomaticNoticeMonths: text(tenancy?.diplomaticNoticeMonths ?? null),
  };
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const dayOrNull = (value: string) => value || null;

/** A staggered rent's later years as typed: a year left empty keeps the year before's rent; empty years at the end are dropped. */
function laterYearRents(typed: string[], firstYearRent: string): number[] {
  const last = typed.findLastIndex((rent) => rent.trim() !== '');
  let previous = firstYearRent;
  return typed.slice(0, last + 1).map((rent) => {
    previous = rent.trim() === '' ? previous : rent;
    return Number(previous);
  });
}

/** The body's lease-term fields; the API checks them and names what is wrong. */
export function leaseTermsBody(state: LeaseTermsState, monthlyRent: string, confirmWarnings: boolean) {
  return {
    propertyKind: state.propertyKind || null,
    letting: state.letting,
    hdbRooms: state.propertyKind === 'hdb' ? numberOrNull(state.hdbRooms) : null,
    floorAreaSqm: numberOrNull(state.floorAreaSqm),
    tenantResidency: state.tenantResidency || null,
    occupants: numberOrNull(state.occupants),
    marketMonthlyRent: numberOrNull(state.marketMonthlyRent),
    monthlyCharges: numberOrNull(state.monthlyCharges) ?? 0,
    laterYearRents: laterYearRents(state.laterYearRents, monthlyRent),
    signedOn: dayOrNull(state.signedOn),
    signedAbroad: state.signedAbroad,
    receivedInSingaporeOn: state.signedAbroad ? dayOrNull(state.receivedInSingaporeOn) : null,
    stampCertificateRef: state.stampCertificateRef.trim() || null,
    stampedOn: dayOrNull(state.stampedOn),
    diplomaticClauseFrom: dayOrNull(state.diplomaticClauseFrom),
    diplomaticNoticeMonths: numberOrNull(state.diplomaticNoticeMonths),
    confirmWarnings,
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
type Lease = { leaseStart: string; leaseEnd: string; monthlyRent: string };
const leaseGiven = (lease: Lease) => ISO_DAY.test(lease.leaseStart) && ISO_DAY.test(lease.leaseEnd) && lease.leaseEnd > lease.leaseStart;

/** Lease years after the first, for the staggered rents (at most 9 more). */
export function laterLeaseYears(lease: Lease): number {
  return leaseGiven(lease) ? Math.min(9, Math.max(0, Math.ceil(leaseMonths(lease.leaseStart, lease.leaseEnd) / 12) - 1)) : 0;
}

export type LiveStamping = { duty: StampDuty; deadline: string | null; penaltyCents: number };

/** The duty, deadline and any late penalty, as the form stands; null until the lease and rent are given. */
export function liveStamping(lease: Lease, state: LeaseTermsState, today = singaporeDay(new Date())): LiveStamping | null {
  const rentCents = parseDollarsToCents(lease.monthlyRent);
  if (!leaseGiven(lease) || rentCents === null) return null;
  const later = laterYearRents(state.laterYearRents, lease.monthlyRent).map((rent) => Math.round(rent * 100));
  const duty = leaseStampDuty({
    leaseStart: lease.leaseStart,
    leaseEnd: lease.leaseEnd,
    yearlyMonthlyRentCents: [rentCents, ...later],
    marketMonthlyRentCents: parseDollarsToCents(state.marketMonthlyRent),
    monthlyChargesCents: parseDollarsToCents(state.monthlyCharges) ?? 0,
  });
  const deadline = ISO_DAY.test(state.signedOn)
    ? stampingDeadline({ signedOn: state.signedOn, signedAbroad: state.signedAbroad, receivedInSingaporeOn: dayOrNull(state.receivedInSingaporeOn) })
    : null;
  const penaltyCents = deadline ? lateStampingPenalty(duty.dutyCents, deadline, state.stampedOn || today).penaltyCents : 0;
  return { duty, deadline, penaltyCents };
}

/** The lease rules as the form stands (the API checks them again on save). */
export function liveFindings(lease: Lease, state: LeaseTermsState): LeaseRuleFindings {
  if (!leaseGiven(lease)) return { refusals: [], warnings: [] };
  const body = leaseTermsBody(state, lease.monthlyRent, false);
  return checkLeaseRules({ ...lease, ...body });
}

/** The warnings a 409 answer listed, for staff to confirm. */
export function warningsOf(error: unknown): Array<{ rule: string; message: string }> {
  const warnings = isApiError(error) && error.status === 409 ? (error.body as { warnings?: unknown } | null)?.warnings : undefined;
  return Array.isArray(warnings) ? warnings : [];
}
