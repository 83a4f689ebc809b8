import { SendPasswordResetJobSchema } from '@app/contracts';
import { STORED_MAIL_JOB_OPTIONS } from '../mail/stored-mail';
import { defineJob } from '../queues/job-definition';

/** Mails a forgotten-password request its link; the handler stops once the request has expired. */
export const SEND_PASSWORD_RESET_JOB = defineJob('auth.send-password-reset', 'notifications', SendPasswordResetJobSchema, {
  options: STORED_MAIL_JOB_OPTIONS,
  jobId: ({ resetId }) => `password-reset-${resetId}`,
});
