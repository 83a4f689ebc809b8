import { z } from 'zod';
import { CentsSchema } from './rent';

/** GST charged on the management fee when the company is GST-registered: 9%, in basis points. */
export const GST_RATE_BASIS_POINTS = 900;

/** The owner's chart covers the last 12 Singapore months, the current one (so far) included. */
export const OWNER_SERIES_MONTHS = 12;

/** The `:unit` of the owner's chart that draws all their units together. */
export const ALL_UNITS_CHART = 'all';

/** One month of a unit's (or all units') rent: due, received, and the net the owner gets on the statement's rule. */
export const RentSeriesPointSchema = z.object({
  month: z.string(),
  rentDueCents: CentsSchema,
  rentReceivedCents: CentsSchema,
  netCents: CentsSchema,
});
export type RentSeriesPoint = z.infer<typeof RentSeriesPointSchema>;

/** GET /api/portal/owner/rent-series: per unit and in total, the 12 months oldest first (the same months in each). */
export const OwnerRentSeriesSchema = z.object({
  months: z.array(z.string()),
  units: z.array(z.object({ unitId: z.string(), unit: z.string(), points: z.array(RentSeriesPointSchema) })),
  total: z.array(RentSeriesPointSchema),
});
export type OwnerRentSeries = z.infer<typeof OwnerRentSeriesSchema>;
