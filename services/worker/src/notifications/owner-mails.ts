import { monthLabel, type StatementTotals } from '@app/contracts';
import { type LeaseReminderEntity, type MailMessage, type OwnerStatementEntity, singleLine } from '@app/core';

const money = (amount: number): string => `S$${amount.toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const LEASE_DAY = new Intl.DateTimeFormat('en-SG', { dateStyle: 'long', timeZone: 'UTC' });

/** The totals; a statement on rent received adds what came in, the arrears and the GST (older ones lack them). */
function totalsLines(totals: StatementTotals): string[] {
  const line = (label: string, amount: number | undefined) => (amount === undefined ? [] : [`${label}: ${money(amount)}`]);
  return [
    ...line('Rent due', totals.rentDue),
    ...line('Rent received', totals.rentReceived),
    ...line('Arrears carried forward', totals.arrearsCarriedForward),
    ...line('Repair costs', totals.repairCosts),
    ...line('Management fee', totals.managementFee),
    ...(totals.gst ? line('GST on the fee', totals.gst) : []),
    ...line('Net amount', totals.net),
  ];
}

/** An owner's monthly statement: the totals, and the link to the printable statement in the portal. */
export function composeOwnerStatementMail(statement: OwnerStatementEntity, to: string): MailMessage {
  const month = monthLabel(statement.month);
  return {
    to,
    subject: `Your Harbourline statement for ${month}`,
    text: [
      `Dear ${statement.owner.name},`,
      '',
      `Your statement for ${month} is ready.`,
      '',
      ...totalsLines(statement.content.totals),
      '',
      'See every unit, lease and repair, and print or save it, in the owner portal:',
      `${statement.owner.portalUrl}/statements/${statement.id}`,
    ].join('\n'),
  };
}

/** Reminds staff that a lease ends in 90, 60 or 30 days. Plain text: nothing staff typed can become markup. */
export function composeLeaseReminderMail(reminder: LeaseReminderEntity, to: string): MailMessage {
  const tenancy = reminder.tenancy;
  const unit = tenancy.listing?.title ?? tenancy.address ?? '';
  return {
    to,
    subject: `Lease ends in ${reminder.daysBefore} days: ${singleLine(unit)}`,
    text: [
      `The lease of ${unit} ends on ${LEASE_DAY.format(new Date(`${reminder.leaseEnd}T00:00:00Z`))}, in ${reminder.daysBefore} days.`,
      '',
      `Tenant: ${tenancy.tenantName}, ${tenancy.tenantPhone}, ${tenancy.tenantEmail}`,
      '',
      'Offer the tenant a renewal (a new rent and term) from the tenancy in the admin panel, or plan the hand-over and the next tenant.',
    ].join('\n'),
  };
}
