import type { JobsOptions } from 'bullmq';
import { ContactNotificationJobSchema } from '@app/contracts';
import { defineJob } from '../queues/job-definition';

/** Tells staff about a stored enquiry (e-mail through SMTP when configured). */
export const NOTIFY_STAFF_OF_ENQUIRY_JOB = defineJob('contact.notify-staff', 'notifications', ContactNotificationJobSchema);

/** A mail server that is down for a while must not lose an enquiry: retry for about an hour, then stop. */
export function notifyStaffJobOptions(enquiryId: string): JobsOptions {
  return {
    jobId: `contact-notify-${enquiryId}`,
    attempts: 7,
    backoff: { type: 'exponential', delay: 60_000 },
    removeOnComplete: { count: 1000 },
    removeOnFail: { count: 5000 },
  };
}
