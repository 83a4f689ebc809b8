import { MAIL_KINDS, type MailKind, SendMailJobSchema, StartCampaignJobSchema } from '@app/contracts';
import { defineJob, onQueue, workerRetries } from '../queues/job-definition';
import { MAIL_DELIVERY, MAIL_QUEUES, type MailQueue } from './mail-delivery';

/**
 * Sends one mail of the outbox, delayed until its `sendAfter` when it has one (a reminder). Its id is derived from the
 * row, so queueing it again (the reconciler does) never sends twice. A mail server that is down for a while must not
 * lose a mail: 20 attempts span about an hour by default; a permanent refusal (5xx) ends it at once. It runs on two
 * queues, chosen by the mail's kind (sendMailJob): a campaign's thousands of mails, paced to CAMPAIGN_RATE_PER_MINUTE,
 * on `campaigns`, so that no other mail (a password reset link) waits behind them on `notifications`. Campaign mails
 * were queued as `mail.send-campaign` before: jobs still waiting under that name run as this kind.
 */
export const SEND_MAIL_JOB = defineJob('mail.send', MAIL_QUEUES, SendMailJobSchema, {
  options: { ...workerRetries(20), removeOnComplete: { count: 1000 }, removeOnFail: { count: 5000 } },
  jobId: ({ mailId }) => `mail-${mailId}`,
  delay: ({ sendAfter }) => (sendAfter ? Math.max(0, Date.parse(sendAfter) - Date.now()) : 0),
  formerNames: ['mail.send-campaign'],
});

/** The queue a mail of this kind is sent from. */
export function mailQueueOf(kind: MailKind): MailQueue {
  return MAIL_DELIVERY[kind].queue;
}

/** The kinds of mail sent from this queue. */
export function mailKindsOn(queue: MailQueue): MailKind[] {
  return MAIL_KINDS.filter((kind) => mailQueueOf(kind) === queue);
}

/** SEND_MAIL_JOB on the queue of a mail of this kind. */
export function sendMailJob(kind: MailKind): typeof SEND_MAIL_JOB {
  return onQueue(SEND_MAIL_JOB, mailQueueOf(kind));
}

/**
 * Starts a campaign at its time (a delayed job): the outbox gets one mail per subscriber confirmed then, each queued as
 * a SEND_MAIL_JOB on the campaigns queue. Idempotent (the fan-out inserts with ON CONFLICT DO NOTHING), so a retry, a
 * second worker or the reconciler's sweep running it again duplicates nothing. Removed once finished, so the sweep can
 * queue it again.
 */
export const START_CAMPAIGN_JOB = defineJob('campaign.start', 'notifications', StartCampaignJobSchema, {
  options: { ...workerRetries(20), removeOnComplete: true, removeOnFail: true },
  jobId: ({ campaignId }) => `campaign-${campaignId}`,
  delay: ({ sendAt }) => Math.max(0, Date.parse(sendAt) - Date.now()),
});

/** Every job of the mail outbox, handled by the worker's notifications module. */
export const MAIL_JOBS = [SEND_MAIL_JOB, START_CAMPAIGN_JOB] as const;
