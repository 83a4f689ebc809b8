import { MAIL_STATUSES } from '@app/contracts';
import type { FixedJobOptions } from '../queues/job-definition';
import { workerRetries } from '../queues/job-definition';

/**
 * Where an e-mail the worker sends for a stored row stands (an enquiry's staff notification, a subscriber's welcome):
 * to be sent, sent, not possible without a mail transport, or failed for good.
 */
export { MAIL_STATUSES };
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Options of a stored mail's job, whose id is derived from the row, so queueing it again (the reconciler does) never
 * sends twice. A mail server that is down for a while must not lose a mail: 20 attempts span about an hour by default.
 */
export const STORED_MAIL_JOB_OPTIONS: FixedJobOptions = {
  ...workerRetries(20),
  removeOnComplete: { count: 1000 },
  removeOnFail: { count: 5000 },
};
