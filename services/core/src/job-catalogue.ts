import { PURGE_CDN_JOB } from './cdn/cdn-purge-jobs';
import { PURGE_EXPIRED_DATA_JOB } from './contact/contact-jobs';
import { CONTENT_JOBS } from './content/content-jobs';
import { MAIL_JOBS } from './mail/mail-jobs';
import { PROCESS_MEDIA_JOB } from './media/media-jobs';
import { OWNER_JOBS } from './owners/owner-jobs';
import { RENT_JOBS } from './rent/rent-jobs';
import { STAMPING_REMINDERS_JOB } from './tenancies/stamping/stamping-jobs';
import { DEPOSIT_JOBS } from './tenancies/deposits/deposit-jobs';
import type { JobDefinition } from './queues/job-definition';

/**
 * Every job the worker must handle. A feature adds its definitions here; the worker refuses to start
 * while any of them has no handler, or two.
 */
export const JOB_CATALOGUE: readonly JobDefinition[] = [
  PROCESS_MEDIA_JOB,
  ...MAIL_JOBS,
  PURGE_EXPIRED_DATA_JOB,
  ...CONTENT_JOBS,
  PURGE_CDN_JOB,
  ...OWNER_JOBS,
  ...RENT_JOBS,
  STAMPING_REMINDERS_JOB,
  ...DEPOSIT_JOBS,
];
