import { z } from 'zod';
import { MAIL_TRANSPORT_SETTINGS } from '@app/core';

/** Worker settings for e-mail: only the worker sends mail. */
export const MAIL_SETTINGS = {
  ...MAIL_TRANSPORT_SETTINGS,
  /**
   * The longest one SMTP send may take, connecting and the server's answers included; a send that takes longer counts
   * as a temporary failure and is retried.
   */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /**
   * Campaign mails sent per minute by all worker processes together (BullMQ's rate limiter of the campaigns queue,
   * kept in Redis); every worker must be given the same value.
   */
  CAMPAIGN_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(60_000).default(600),
};

/**
 * The campaigns queue's limiter for `ratePerMinute`: as many jobs per window as make about one second (at least one),
 * so the rate is even across the minute rather than a burst at its start.
 */
export function campaignRateLimiter(ratePerMinute: number): { max: number; duration: number } {
  const max = Math.max(1, Math.round(ratePerMinute / 60));
  return { max, duration: Math.round((60_000 * max) / ratePerMinute) };
}
