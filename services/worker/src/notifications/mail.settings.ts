import { z } from 'zod';

/** Worker settings for e-mail, besides SMTP_URL (shared with the API, which queues welcome mails only when it is set). */
export const MAIL_SETTINGS = {
  /** Sender of every e-mail, e.g. "Harbourline <hello@example.sg>"; no mail is sent without it. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Where new enquiries are sent; enquiries are stored, not e-mailed, without it. */
  STAFF_NOTIFY_EMAIL: z.email('must be an email address').optional(),
};
