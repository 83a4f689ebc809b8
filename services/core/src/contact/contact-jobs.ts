import { NotifyStaffOfEnquiryJobSchema, SendEnquiryReplyJobSchema } from '@app/contracts';
import { STORED_MAIL_JOB_OPTIONS } from '../mail/stored-mail';
import { defineJob } from '../queues/job-definition';

/** Tells staff about a stored enquiry (e-mail through SMTP when configured). */
export const NOTIFY_STAFF_OF_ENQUIRY_JOB = defineJob('contact.notify-staff', 'notifications', NotifyStaffOfEnquiryJobSchema, {
  options: STORED_MAIL_JOB_OPTIONS,
  jobId: ({ enquiryId }) => `contact-notify-${enquiryId}`,
});

/** E-mails a staff member's reply, stored on the enquiry's timeline, to the visitor. */
export const SEND_ENQUIRY_REPLY_JOB = defineJob('contact.send-reply', 'notifications', SendEnquiryReplyJobSchema, {
  options: STORED_MAIL_JOB_OPTIONS,
  jobId: ({ replyId }) => `contact-reply-${replyId}`,
});
