import { z } from 'zod';
import { textInput } from '../common/text';

export const isoDay = textInput({ error: 'Write the date as YYYY-MM-DD' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the date as YYYY-MM-DD');

/** Singapore dollars with at most two decimals, e.g. 3200 or 85.5. */
export const MoneySchema = z
  .number({ error: 'Write an amount in Singapore dollars' })
  .min(0, 'An amount cannot be negative')
  .max(10_000_000, 'An amount is at most S$10,000,000')
  .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, 'Use at most two decimals');
