import { SendMailJobSchema, StartCampaignJobSchema } from '@app/contracts';
import { defineJob, workerRetries } from '../queues/job-definition';

/**
 * Sends one mail of the outbox, delayed until its `sendAfter` when it has one (a reminder). Its id is derived from the row, so queueing it again (the reconciler does) never sends
 * twice. A mail server that is down for a while must not lose a mail: 20 attempts span about an hour by default; a
 * permanent refusal (5xx) ends it at once.
 */
export const SEND_MAIL_JOB = defineJob('mail.send', 'notifications', SendMailJobSchema, {
  options: { ...workerRetries(20), removeOnComplete: { count: 1000 }, removeOnFail: { count: 5000 } },
  jobId: ({ mailId }) => `mail-${mailId}`,
  delay: ({ sendAfter }) => (sendAfter ? Math.max(0, Date.parse(sendAfter) - Date.now()) : 0),
});

/**
 * Sends one mail of a campaign: the same handler as mail.send, which paces campaign mails to CAMPAIGN_RATE_PER_MINUTE
 * across all workers, on a queue of their own, so a campaign's thousands of jobs never hold up the other mails. Same id
 * rule, so queueing it again never sends twice.
 */
export const SEND_CAMPAIGN_MAIL_JOB = defineJob('mail.send-campaign', 'campaigns', SendMailJobSchema, {
  options: { ...workerRetries(20), removeOnComplete: { count: 1000 }, removeOnFail: { count: 5000 } },
  jobId: ({ mailId }) => `mail-${mailId}`,
});

/**
 * Starts a campaign at its time (a delayed job): the outbox gets one mail per subscriber confirmed then, each queued as
 * a SEND_CAMPAIGN_MAIL_JOB. Idempotent (the fan-out inserts with ON CONFLICT DO NOTHING), so a retry, a second worker or
 * the reconciler's sweep running it again duplicates nothing. Removed once finished, so the sweep can queue it again.
 */
export const START_CAMPAIGN_JOB = defineJob('campaign.start', 'notifications', StartCampaignJobSchema, {
  options: { ...workerRetries(20), removeOnComplete: true, removeOnFail: true },
  jobId: ({ campaignId }) => `campaign-${campaignId}`,
  delay: ({ sendAt }) => Math.max(0, Date.parse(sendAt) - Date.now()),
});

/** Every job of the mail outbox, handled by the worker's notifications module. */
export const MAIL_JOBS = [SEND_MAIL_JOB, SEND_CAMPAIGN_MAIL_JOB, START_CAMPAIGN_JOB] as const;
