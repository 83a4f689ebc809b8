import { PURGE_EXPIRED_DATA_JOB } from '../contact/contact-jobs';
import { CONTENT_JOBS } from '../content/content-jobs';
import { SEND_MAIL_JOB } from '../mail/mail-jobs';
import { PROCESS_MEDIA_JOB } from '../media/media-jobs';
import type { JobDefinition } from './job-definition';

/**
 * Every job the worker must handle. A feature adds its definitions here; the worker refuses to start
 * while any of them has no handler, or two.
 */
export const JOB_CATALOGUE: readonly JobDefinition[] = [PROCESS_MEDIA_JOB, SEND_MAIL_JOB, PURGE_EXPIRED_DATA_JOB, ...CONTENT_JOBS];
