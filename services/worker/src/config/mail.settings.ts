import { z } from 'zod';
import { MAIL_TRANSPORT_SETTINGS } from '@app/core';

/** Worker settings for e-mail: only the worker sends mail. */
export const MAIL_SETTINGS = {
  ...MAIL_TRANSPORT_SETTINGS,
  /**
   * Campaign mails sent per minute by all worker processes together (a pace kept in Redis, see CampaignRateGate);
   * every worker must be given the same value.
   */
  CAMPAIGN_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(60_000).default(600),
};
