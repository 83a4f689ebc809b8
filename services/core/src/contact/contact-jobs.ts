import type { JobsOptions } from 'bullmq';
import { ContactNotificationJobSchema } from '@app/contracts';
import { storedMailJobOptions } from '../mail/stored-mail';
import { defineJob } from '../queues/job-definition';

/** Tells staff about a stored enquiry (e-mail through SMTP when configured). */
export const NOTIFY_STAFF_OF_ENQUIRY_JOB = defineJob('contact.notify-staff', 'notifications', ContactNotificationJobSchema);

export function notifyStaffJobId(enquiryId: string): string {
  return `contact-notify-${enquiryId}`;
}

export function notifyStaffJobOptions(enquiryId: string): JobsOptions {
  return storedMailJobOptions(notifyStaffJobId(enquiryId));
}
