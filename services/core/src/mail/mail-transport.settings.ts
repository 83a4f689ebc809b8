import { z } from 'zod';

/**
 * The outgoing mail server and the staff address. The worker sends through it; the API reads it to know whether staff
 * can e-mail a reply from the panel, writes the staff address on the enquiry notifications it stores, and bounds a
 * campaign cancel's wait by the send timeout.
 */
export const MAIL_TRANSPORT_SETTINGS = {
  /** Outgoing mail server (smtp:// or smtps://, credentials in the URL); unset: no e-mail is sent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of every e-mail, e.g. "Harbourline <hello@example.sg>"; no mail is sent without it. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Where new enquiries are sent; enquiries are stored, not e-mailed, without it. */
  STAFF_NOTIFY_EMAIL: z.email('must be an email address').optional(),
  /**
   * The longest one SMTP send may take, connecting and the server's answers included; a send that takes longer counts
   * as a temporary failure and is retried. The API's campaign cancel waits this long for the mails already under way.
   */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
};

export function isMailConfigured(config: { SMTP_URL?: string; MAIL_FROM?: string }): boolean {
  return Boolean(config.SMTP_URL && config.MAIL_FROM);
}
