import { PurgeExpiredDataJobSchema } from '@app/contracts';
import { defineJob } from '../queues/job-definition';

/**
 * Daily (PDPA: kept no longer than needed): deletes closed and spam enquiries older than ENQUIRY_RETENTION_MONTHS and
 * newsletter addresses left unconfirmed past their confirmation days. On the maintenance queue (the publishing queue
 * until decision 025).
 */
export const PURGE_EXPIRED_DATA_JOB = defineJob('privacy.purge-expired', 'maintenance', PurgeExpiredDataJobSchema, {
  options: { removeOnComplete: 50, removeOnFail: 50 },
  formerQueues: ['publishing'],
});

export const PURGE_EXPIRED_DATA_EVERY_MS = 24 * 60 * 60 * 1000;
