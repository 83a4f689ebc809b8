import { z } from 'zod';

/** How long personal data is kept. */
export const RETENTION_SETTINGS = {
  /** Closed and spam enquiries older than this many months are deleted, daily (with their timelines). */
  ENQUIRY_RETENTION_MONTHS: z.coerce.number().int().min(1, 'must be at least 1 month').max(120, 'must be at most 120 months').default(24),
};
