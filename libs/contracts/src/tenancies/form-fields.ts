import { z } from 'zod';
import { atMostTwoDecimals } from '../common/decimals';

/** Singapore dollars with at most two decimals, e.g. 3200 or 85.5. */
export const MoneySchema = atMostTwoDecimals(
  z.number({ error: 'Write an amount in Singapore dollars' }).min(0, 'An amount cannot be negative').max(10_000_000, 'An amount is at most S$10,000,000'),
);
