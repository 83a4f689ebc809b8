import { z } from 'zod';

/**
 * The outgoing mail server and the staff address. The worker sends through it; the API reads it to know whether staff
 * can e-mail a reply from the panel, and writes the staff address on the enquiry notifications it stores.
 */
export const MAIL_TRANSPORT_SETTINGS = {
  /** Outgoing mail server (smtp:// or smtps://, credentials in the URL); unset: no e-mail is sent. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  /** Sender of every e-mail, e.g. "Harbourline <hello@example.sg>"; no mail is sent without it. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Where new enquiries are sent; enquiries are stored, not e-mailed, without it. */
  STAFF_NOTIFY_EMAIL: z.email('must be an email address').optional(),
};

export function isMailConfigured(config: { SMTP_URL?: string; MAIL_FROM?: string }): boolean {
  return Boolean(config.SMTP_URL && config.MAIL_FROM);
}
