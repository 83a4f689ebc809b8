import { NotifyStaffOfEnquiryJobSchema, PurgeExpiredDataJobSchema, SendEnquiryReplyJobSchema } from '@app/contracts';
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

/**
 * Daily (PDPA: kept no longer than needed): deletes closed and spam enquiries older than ENQUIRY_RETENTION_MONTHS and
 * newsletter addresses left unconfirmed past their confirmation days. On the publishing queue, which runs the other
 * time-driven sweeps.
 */
export const PURGE_EXPIRED_DATA_JOB = defineJob('privacy.purge-expired', 'publishing', PurgeExpiredDataJobSchema, {
  options: { removeOnComplete: 50, removeOnFail: 50 },
});

export const PURGE_EXPIRED_DATA_EVERY_MS = 24 * 60 * 60 * 1000;
