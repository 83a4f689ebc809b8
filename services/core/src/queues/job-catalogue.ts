import { NOTIFY_STAFF_OF_ENQUIRY_JOB } from '../contact/contact-jobs';
import { CONTENT_JOBS } from '../content/content-jobs';
import { SEND_NEWSLETTER_WELCOME_JOB } from '../newsletter/newsletter-jobs';
import { processMediaJob } from '../media/process-media.job';
import type { JobDefinition } from './job-definition';

/**
 * Every job the worker must handle. A feature adds its definitions here; the worker refuses to start
 * while any of them has no handler, or two.
 */
export const JOB_CATALOGUE: readonly JobDefinition[] = [processMediaJob, NOTIFY_STAFF_OF_ENQUIRY_JOB, SEND_NEWSLETTER_WELCOME_JOB, ...CONTENT_JOBS];
