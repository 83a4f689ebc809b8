import { NOTIFY_STAFF_OF_ENQUIRY_JOB, PURGE_EXPIRED_DATA_JOB, SEND_ENQUIRY_REPLY_JOB } from '../contact/contact-jobs';
import { CONTENT_JOBS } from '../content/content-jobs';
import { SEND_NEWSLETTER_WELCOME_JOB } from '../newsletter/newsletter-jobs';
import { PROCESS_MEDIA_JOB } from '../media/media-jobs';
import { SEND_PASSWORD_RESET_JOB } from '../users/password-reset-jobs';
import type { JobDefinition } from './job-definition';

/**
 * Every job the worker must handle. A feature adds its definitions here; the worker refuses to start
 * while any of them has no handler, or two.
 */
export const JOB_CATALOGUE: readonly JobDefinition[] = [PROCESS_MEDIA_JOB, NOTIFY_STAFF_OF_ENQUIRY_JOB, SEND_NEWSLETTER_WELCOME_JOB, SEND_ENQUIRY_REPLY_JOB, PURGE_EXPIRED_DATA_JOB, ...CONTENT_JOBS, SEND_PASSWORD_RESET_JOB];
