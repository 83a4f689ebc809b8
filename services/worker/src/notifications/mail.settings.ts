import { z } from 'zod';

/** Worker settings for e-mail: only the worker sends mail. */
export const MAIL_SETTINGS = {
  /** Outgoing mail server (smtp:// or smtps://, credentials in the URL); unset: no e-mail is sent. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  /** Sender of every e-mail, e.g. "Harbourline <hello@example.sg>"; no mail is sent without it. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Where new enquiries are sent; enquiries are stored, not e-mailed, without it. */
  STAFF_NOTIFY_EMAIL: z.email('must be an email address').optional(),
};
