import type { z } from 'zod';

/** `schema` allowing at most two decimals (cents, hundredths of a percent), within floating-point error: 85.5, not 85.555. */
export function atMostTwoDecimals(schema: z.ZodNumber) {
  return schema.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most two decimals');
}
