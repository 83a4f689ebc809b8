import { addDays, leaseEndAfter } from '@app/contracts';
import { type MailMessage, type RenewalOfferEntity, singleLine, stampDutyOf, type StampingReminderEntity, type TenancyEntity } from '@app/core';

const money = (cents: number): string => `S$${(cents / 100).toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const LEASE_DAY = new Intl.DateTimeFormat('en-SG', { dateStyle: 'long', timeZone: 'UTC' });
const day = (date: string): string => LEASE_DAY.format(new Date(`${date}T00:00:00Z`));
const unitOf = (tenancy: TenancyEntity): string => tenancy.listing?.title ?? tenancy.address ?? '';

/** Reminds staff to stamp a tenancy agreement before its deadline, with the duty and IRAS's late penalty. Plain text. */
export function composeStampingReminderMail(reminder: StampingReminderEntity, to: string): MailMessage {
  const tenancy = reminder.tenancy;
  const unit = unitOf(tenancy);
  return {
    to,
    subject: `Stamp the tenancy agreement by ${day(reminder.deadline)}: ${singleLine(unit)}`,
    text: [
      `The tenancy agreement of ${unit} (tenant: ${tenancy.tenantName}) is to be stamped with IRAS by ${day(reminder.deadline)}.`,
      '',
      `Stamp duty as worked out from the tenancy: ${money(stampDutyOf(tenancy).dutyCents)}.`,
      'Stamped late, IRAS charges a penalty: up to 3 months late, the greater of S$10 or the duty; beyond that, the greater of S$25 or four times the duty.',
      '',
      'Once stamped, record the certificate reference and upload the certificate on the tenancy in the admin panel.',
    ].join('\n'),
  };
}

const leaseOf = (offer: RenewalOfferEntity) => {
  const leaseStart = addDays(offer.tenancy.leaseEnd, 1);
  return { leaseStart, leaseEnd: leaseEndAfter(leaseStart, offer.termMonths) };
};

/** Offers the tenant a renewal: the new rent and term, answered in the portal. */
export function composeRenewalOfferMail(offer: RenewalOfferEntity, to: string): MailMessage {
  const unit = unitOf(offer.tenancy);
  const { leaseStart, leaseEnd } = leaseOf(offer);
  return {
    to,
    subject: `Renew your lease of ${singleLine(unit)}`,
    text: [
      `Dear ${offer.tenancy.tenantName},`,
      '',
      `Your lease of ${unit} ends on ${day(offer.tenancy.leaseEnd)}. We would be glad to renew it:`,
      '',
      `New lease: ${day(leaseStart)} to ${day(leaseEnd)} (${offer.termMonths} months)`,
      `Monthly rent: ${money(offer.monthlyRentCents)}`,
      '',
      'Accept or decline the offer in the tenant portal:',
      `${offer.portalUrl}/lease`,
    ].join('\n'),
  };
}

/** Tells staff the tenant's answer to a renewal offer. */
export function composeRenewalAnswerMail(offer: RenewalOfferEntity, to: string): MailMessage {
  const unit = unitOf(offer.tenancy);
  const accepted = offer.status === 'accepted';
  return {
    to,
    subject: `Renewal ${accepted ? 'accepted' : 'declined'}: ${singleLine(unit)}`,
    text: [
      `${offer.tenancy.tenantName} ${accepted ? 'accepted' : 'declined'} the renewal of ${unit} at ${money(offer.monthlyRentCents)} a month for ${offer.termMonths} months.`,
      '',
      accepted
        ? 'The follow-on tenancy is in the admin panel. Have the new agreement signed and stamped: a renewal is stamped again.'
        : 'Plan the hand-over and the next tenant.',
    ].join('\n'),
  };
}
