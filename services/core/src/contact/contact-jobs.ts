import type { JobsOptions } from 'bullmq';
import { ContactNotificationJobSchema } from '@app/contracts';
import { defineJob, retriedJobOptions } from '../queues/job-definition';

/** Tells staff about a stored enquiry (e-mail through SMTP when configured). */
export const NOTIFY_STAFF_OF_ENQUIRY_JOB = defineJob('contact.notify-staff', 'notifications', ContactNotificationJobSchema);

/** A mail server that is down for a while must not lose an enquiry: 20 attempts span about an hour by default. */
const ATTEMPTS = 20;

/** The id is derived from the enquiry, so queueing it again (the worker's reconciler does) never sends twice. */
export function notifyStaffJobId(enquiryId: string): string {
  return `contact-notify-${enquiryId}`;
}

export function notifyStaffJobOptions(enquiryId: string): JobsOptions {
  return {
    jobId: notifyStaffJobId(enquiryId),
    ...retriedJobOptions(ATTEMPTS),
    removeOnComplete: { count: 1000 },
    removeOnFail: { count: 5000 },
  };
}
