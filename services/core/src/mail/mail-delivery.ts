import type { MailKind } from '@app/contracts';

/** The queues a mail can be sent from: every mail but a campaign's, and a campaign's. */
export const MAIL_QUEUES = ['notifications', 'campaigns'] as const;
export type MailQueue = (typeof MAIL_QUEUES)[number];

/**
 * How the outbox sends a kind of mail: the queue it goes from, and whether it goes at most once. A mail sent at most
 * once is never sent again once its body may have left (its worker stopped during the SMTP exchange); its row then
 * ends failed with `interrupted`. Any other mail is sent again in that case: at least once. What a kind adds in the
 * worker (a pace, a "still wanted?" check, an end hook) is its MailKindPolicy there.
 */
export type MailDelivery = { queue: MailQueue; atMostOnce?: { interrupted: string } };

export const INTERRUPTED_CAMPAIGN_MAIL =
  'The worker sending this e-mail stopped after its body began to go to the mail server, so whether the server took it is unknown; it is not sent again, so that nobody gets the campaign twice.';
export const INTERRUPTED_REMINDER =
  'The worker sending this reminder stopped after its body began to go to the mail server, so whether the server took it is unknown; it is not sent again, so that nobody gets a reminder twice.';

const ONCE_ONLY_REMINDER: MailDelivery = { queue: 'notifications', atMostOnce: { interrupted: INTERRUPTED_REMINDER } };
const AT_LEAST_ONCE: MailDelivery = { queue: 'notifications' };

/**
 * One entry per kind, so a new kind says how it goes. A campaign's thousands of mails go from their own queue, paced,
 * so that no other mail (a password reset link) waits behind them.
 */
export const MAIL_DELIVERY: Readonly<Record<MailKind, MailDelivery>> = {
  enquiry_notification: AT_LEAST_ONCE,
  enquiry_reply: AT_LEAST_ONCE,
  password_reset: AT_LEAST_ONCE,
  newsletter_confirmation: AT_LEAST_ONCE,
  newsletter_welcome: AT_LEAST_ONCE,
  campaign_test: AT_LEAST_ONCE,
  campaign: { queue: 'campaigns', atMostOnce: { interrupted: INTERRUPTED_CAMPAIGN_MAIL } },
  viewing_confirmation: AT_LEAST_ONCE,
  viewing_reminder_24h: ONCE_ONLY_REMINDER,
  viewing_reminder_2h: ONCE_ONLY_REMINDER,
  portal_sign_in: AT_LEAST_ONCE,
  maintenance_notification: AT_LEAST_ONCE,
  maintenance_status: AT_LEAST_ONCE,
  owner_statement: AT_LEAST_ONCE,
  lease_reminder: AT_LEAST_ONCE,
  maintenance_follow_up: AT_LEAST_ONCE,
  rent_receipt: AT_LEAST_ONCE,
  rent_reminder: AT_LEAST_ONCE,
  viewing_staff_notice: AT_LEAST_ONCE,
  viewing_staff_cancellation: AT_LEAST_ONCE,
  viewing_cancellation: AT_LEAST_ONCE,
  stamping_reminder: AT_LEAST_ONCE,
  renewal_offer: AT_LEAST_ONCE,
  renewal_answer: AT_LEAST_ONCE,
  condition_report_shared: AT_LEAST_ONCE,
  deposit_disposition: AT_LEAST_ONCE,
  deposit_refund_reminder: AT_LEAST_ONCE,
};
