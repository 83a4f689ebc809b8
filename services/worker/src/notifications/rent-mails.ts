import { CHARGE_KIND_LABELS, formatCents, PAYMENT_METHOD_LABELS } from '@app/contracts';
import type { MailMessage, RentPaymentEntity, RentReminderEntity, TenancyEntity } from '@app/core';

const DAY = new Intl.DateTimeFormat('en-SG', { dateStyle: 'long', timeZone: 'UTC' });
const dayOf = (isoDay: string): string => DAY.format(new Date(`${isoDay}T00:00:00Z`));
const unitOf = (tenancy: TenancyEntity): string => tenancy.listing?.title ?? tenancy.address ?? '';

/** What a receipt says a payment paid: each charge's reference and amount, and what stays open on the tenancy. */
export type ReceiptFacts = { paid: Array<{ reference: string; amountCents: number }>; creditCents: number; stillOpenCents: number };

/** The receipt of a confirmed payment, to the tenant. Plain text. */
export function composeRentReceiptMail(payment: RentPaymentEntity, facts: ReceiptFacts, to: string): MailMessage {
  const tenancy = payment.tenancy;
  return {
    to,
    subject: `Receipt: ${formatCents(payment.amountCents)} received for ${unitOf(tenancy)}`,
    text: [
      `Dear ${tenancy.tenantName},`,
      '',
      `We received your payment of ${formatCents(payment.amountCents)} for ${unitOf(tenancy)}.`,
      '',
      `Date: ${dayOf(payment.paidOn)}`,
      `Method: ${PAYMENT_METHOD_LABELS[payment.method]}`,
      ...(payment.reference ? [`Reference: ${payment.reference}`] : []),
      '',
      ...facts.paid.map((line) => `Paid towards ${line.reference}: ${formatCents(line.amountCents)}`),
      ...(facts.creditCents > 0 ? [`Kept as credit for your next charge: ${formatCents(facts.creditCents)}`] : []),
      facts.stillOpenCents > 0 ? `Still to pay on your tenancy: ${formatCents(facts.stillOpenCents)}` : 'Nothing is left to pay on your tenancy.',
      '',
      'See your balance and every payment in the tenant portal.',
    ].join('\n'),
  };
}

/** Reminds the tenant of an unpaid charge: before its due day, on it, or after it. Plain text. */
export function composeRentReminderMail(reminder: RentReminderEntity, to: string): MailMessage {
  const charge = reminder.charge;
  const tenancy = charge.tenancy;
  const when =
    reminder.step < 0 ? `is due on ${dayOf(charge.dueOn)}` : reminder.step === 0 ? 'is due today' : `was due on ${dayOf(charge.dueOn)} and is still unpaid`;
  return {
    to,
    subject: `${reminder.step > 0 ? 'Overdue: ' : ''}${CHARGE_KIND_LABELS[charge.kind]} of ${formatCents(charge.openCents)} for ${unitOf(tenancy)} ${reminder.step > 0 ? 'is unpaid' : `due ${dayOf(charge.dueOn)}`}`,
    text: [
      `Dear ${tenancy.tenantName},`,
      '',
      `${charge.description} (${formatCents(charge.openCents)} to pay) ${when}.`,
      '',
      `Reference to write with your transfer: ${charge.reference}`,
      '',
      'Open the tenant portal to pay by PayNow: scan the QR code of this charge, check that your banking app shows the payee we name there, then press "I\'ve paid".',
      'If you have already paid, thank you: there is nothing more to do.',
    ].join('\n'),
  };
}
