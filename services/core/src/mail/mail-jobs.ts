import { SendMailJobSchema } from '@app/contracts';
import { defineJob, workerRetries } from '../queues/job-definition';

/**
 * Sends one mail of the outbox. Its id is derived from the row, so queueing it again (the reconciler does) never sends
 * twice. A mail server that is down for a while must not lose a mail: 20 attempts span about an hour by default; a
 * permanent refusal (5xx) ends it at once.
 */
export const SEND_MAIL_JOB = defineJob('mail.send', 'notifications', SendMailJobSchema, {
  options: { ...workerRetries(20), removeOnComplete: { count: 1000 }, removeOnFail: { count: 5000 } },
  jobId: ({ mailId }) => `mail-${mailId}`,
});
