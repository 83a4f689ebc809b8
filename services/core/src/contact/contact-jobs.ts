import { NotifyStaffOfEnquiryJobSchema } from '@app/contracts';
import { STORED_MAIL_JOB_OPTIONS } from '../mail/stored-mail';
import { defineJob } from '../queues/job-definition';

/** Tells staff about a stored enquiry (e-mail through SMTP when configured). */
export const NOTIFY_STAFF_OF_ENQUIRY_JOB = defineJob('contact.notify-staff', 'notifications', NotifyStaffOfEnquiryJobSchema, {
  options: STORED_MAIL_JOB_OPTIONS,
  jobId: ({ enquiryId }) => `contact-notify-${enquiryId}`,
});
