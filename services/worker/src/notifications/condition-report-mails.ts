import { CONDITION_REPORT_KIND_LABELS, DEPOSIT_HOLDER_LABELS, formatCents, ITEM_CONDITION_LABELS } from '@app/contracts';
import type { ConditionReportEntity, DepositDeductionEntity, DepositEntity, DepositRefundReminderEntity, MailMessage, TenancyEntity } from '@app/core';

const DAY = new Intl.DateTimeFormat('en-SG', { dateStyle: 'long', timeZone: 'UTC' });
const dayOf = (isoDay: string): string => DAY.format(new Date(`${isoDay}T00:00:00Z`));
const SINGAPORE_TIME = new Intl.DateTimeFormat('en-SG', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Singapore' });
const unitOf = (tenancy: TenancyEntity): string => tenancy.listing?.title ?? tenancy.address ?? '';

/** Tells the tenant their condition report is ready to read, comment on and acknowledge, with its portal link. Plain text. */
export function composeConditionReportSharedMail(report: ConditionReportEntity, to: string): MailMessage {
  const kind = CONDITION_REPORT_KIND_LABELS[report.kind].toLowerCase();
  return {
    to,
    subject: `Your ${kind} condition report for ${unitOf(report.tenancy)} is ready`,
    text: [
      `Dear ${report.tenancy.tenantName},`,
      '',
      `The ${kind} condition report for ${unitOf(report.tenancy)} is ready for you in the tenant portal.`,
      'Please check each item and its photos. You may comment on any item, then acknowledge the report with your name.',
      ...(report.commentsCloseAt ? [`You can do this until ${SINGAPORE_TIME.format(report.commentsCloseAt)} (Singapore time).`] : []),
      '',
      report.portalUrl ? `Open the report: ${report.portalUrl}` : 'Sign in to the tenant portal to open it.',
    ].join('\n'),
  };
}

/** The disposition letter: the deposit, each deduction with its evidence, and the refund. Plain text. */
export function composeDepositDispositionMail(deposit: DepositEntity, deductions: DepositDeductionEntity[], to: string): MailMessage {
  const tenancy = deposit.tenancy;
  const lines = deductions.map((deduction) => {
    const item = deduction.conditionItem;
    const evidence = item
      ? `${item.room}: ${item.name} (move-in: ${item.moveInItem?.condition ? ITEM_CONDITION_LABELS[item.moveInItem.condition] : 'not recorded'}, move-out: ${item.condition ? ITEM_CONDITION_LABELS[item.condition] : 'not recorded'}; photos in the move-out report)`
      : `repair request ${deduction.maintenanceRequest?.reference ?? ''}`;
    return `- ${deduction.reason}: ${formatCents(deduction.amountCents)}. Evidence: ${evidence}`;
  });
  return {
    to,
    subject: `Your deposit for ${unitOf(tenancy)}: ${formatCents(deposit.refundCents ?? 0)} refunded`,
    text: [
      `Dear ${tenancy.tenantName},`,
      '',
      `This is what happens to your security deposit of ${formatCents(deposit.amountCents)} for ${unitOf(tenancy)}, held by ${DEPOSIT_HOLDER_LABELS[deposit.holder].toLowerCase()}.`,
      '',
      ...(lines.length ? ['Deductions:', ...lines, ''] : ['There are no deductions.', '']),
      `Refund: ${formatCents(deposit.refundCents ?? 0)}${deposit.refundedOn ? `, made on ${dayOf(deposit.refundedOn)}` : ''}.`,
      '',
      'The printable letter, with the photos of each item, is in the tenant portal.',
    ].join('\n'),
  };
}

/** Reminds staff that a deposit's refund deadline is near. Plain text. */
export function composeDepositRefundReminderMail(reminder: DepositRefundReminderEntity, to: string): MailMessage {
  const deposit = reminder.deposit;
  const tenancy = deposit.tenancy;
  return {
    to,
    subject: `Deposit refund due by ${dayOf(reminder.deadlineOn)}: ${unitOf(tenancy)}`,
    text: [
      `The deposit of ${formatCents(deposit.amountCents)} for ${unitOf(tenancy)} (tenant ${tenancy.tenantName}) is to be refunded by ${dayOf(reminder.deadlineOn)}.`,
      deposit.handbackOn ? `The unit was handed back on ${dayOf(deposit.handbackOn)}.` : '',
      '',
      'List any deductions with their evidence and record the refund in the admin (Tenancies, the tenancy, Deposit).',
    ].join('\n'),
  };
}
