import { ConflictException, UnprocessableEntityException } from '@nestjs/common';
import {
  checkLeaseRules,
  LEASE_TERM_MESSAGES,
  lateStampingPenalty,
  type LeaseTermsView,
  singaporeDay,
  stampingDeadline,
  type UpdateTenancyInput,
} from '@app/contracts';
import { stampDutyOf, type TenancyEntity } from '@app/core';
import { centsToDollars as toDollars, dollarsToCents as toCents } from '../tenancy-view';

type LeaseTermColumns = Pick<
  TenancyEntity,
  | 'propertyKind'
  | 'letting'
  | 'hdbRooms'
  | 'floorAreaSqm'
  | 'tenantResidency'
  | 'occupants'
  | 'marketMonthlyRentCents'
  | 'monthlyChargesCents'
  | 'laterYearRentsCents'
  | 'signedOn'
  | 'signedAbroad'
  | 'receivedInSingaporeOn'
  | 'stampCertificateRef'
  | 'stampedOn'
  | 'diplomaticClauseFrom'
  | 'diplomaticNoticeMonths'
>;

/** The lease-term columns of a tenancy from the form's input. */
export function leaseTermColumns(input: UpdateTenancyInput): LeaseTermColumns {
  return {
    propertyKind: input.propertyKind,
    letting: input.letting,
    hdbRooms: input.propertyKind === 'hdb' ? input.hdbRooms : null,
    floorAreaSqm: input.floorAreaSqm,
    tenantResidency: input.tenantResidency,
    occupants: input.occupants,
    marketMonthlyRentCents: input.marketMonthlyRent === null ? null : toCents(input.marketMonthlyRent),
    monthlyChargesCents: toCents(input.monthlyCharges),
    laterYearRentsCents: input.laterYearRents.map(toCents),
    signedOn: input.signedOn,
    signedAbroad: input.signedAbroad,
    receivedInSingaporeOn: input.signedAbroad ? input.receivedInSingaporeOn : null,
    stampCertificateRef: input.stampCertificateRef || null,
    stampedOn: input.stampedOn,
    diplomaticClauseFrom: input.diplomaticClauseFrom,
    diplomaticNoticeMonths: input.diplomaticNoticeMonths,
  };
}

/**
 * Refuses a lease Singapore's rules forbid (422, the message naming the rule), and one with warnings staff have not
 * confirmed (409 with the warnings; saved again with `confirmWarnings`).
 */
export function enforceLeaseRules(input: UpdateTenancyInput): void {
  const { refusals, warnings } = checkLeaseRules(input);
  const [refusal] = refusals;
  if (refusal) throw new UnprocessableEntityException({ message: refusal.message, issues: [{ path: 'leaseEnd', message: refusal.message }] });
  if (warnings.length && !input.confirmWarnings) throw new ConflictException({ message: LEASE_TERM_MESSAGES.warningsToConfirm, warnings });
}

/** The stamp duty on the tenancy's terms, its stamping deadline, and the late penalty as of its stamping day (or today). */
export function stampingOf(tenancy: TenancyEntity, now: Date): LeaseTermsView['stamping'] {
  const duty = stampDutyOf(tenancy);
  const deadline = tenancy.signedOn ? stampingDeadline({ ...tenancy, signedOn: tenancy.signedOn }) : null;
  const penalty = deadline ? lateStampingPenalty(duty.dutyCents, deadline, tenancy.stampedOn ?? singaporeDay(now)).penaltyCents : 0;
  return { duty: toDollars(duty.dutyCents), basis: duty.basis, deadline, latePenalty: toDollars(penalty) };
}

export function leaseTermsView(tenancy: TenancyEntity, now: Date): LeaseTermsView {
  return {
    propertyKind: tenancy.propertyKind,
    letting: tenancy.letting,
    hdbRooms: tenancy.hdbRooms,
    floorAreaSqm: tenancy.floorAreaSqm,
    tenantResidency: tenancy.tenantResidency,
    occupants: tenancy.occupants,
    marketMonthlyRent: tenancy.marketMonthlyRentCents === null ? null : toDollars(tenancy.marketMonthlyRentCents),
    monthlyCharges: toDollars(tenancy.monthlyChargesCents),
    laterYearRents: tenancy.laterYearRentsCents.map(toDollars),
    signedOn: tenancy.signedOn,
    signedAbroad: tenancy.signedAbroad,
    receivedInSingaporeOn: tenancy.receivedInSingaporeOn,
    stampCertificateRef: tenancy.stampCertificateRef,
    stampedOn: tenancy.stampedOn,
    diplomaticClauseFrom: tenancy.diplomaticClauseFrom,
    diplomaticNoticeMonths: tenancy.diplomaticNoticeMonths,
    previousTenancyId: tenancy.previousTenancy?.id ?? null,
    stamping: stampingOf(tenancy, now),
  };
}
