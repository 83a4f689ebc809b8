import { z } from 'zod';

/** A time of day in Singapore, `HH:MM` on a 24-hour clock. */
const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:MM, from 00:00 to 23:59');

/** A Singapore calendar date, `YYYY-MM-DD`. */
export const CalendarDateSchema = z.iso.date('Dates are YYYY-MM-DD');

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES = { 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday' } as const;

/** A weekly window in Singapore time within which viewings start and end. */
export const WeeklyWindowSchema = z
  .object({ weekday: z.literal([...WEEKDAYS], { error: 'Weekdays are 1 (Monday) to 7 (Sunday)' }), start: TimeOfDaySchema, end: TimeOfDaySchema })
  .refine((window) => window.start < window.end, { message: 'A window must end after it starts', path: ['end'] });
export type WeeklyWindow = z.infer<typeof WeeklyWindowSchema>;

/** How staff open a listing to viewings: body of PUT /api/admin/properties/:id/viewing-availability. */
export const ViewingAvailabilityInputSchema = z.object({
  /** False: the listing page offers no slots (bookings already made stay). */
  enabled: z.boolean(),
  windows: z.array(WeeklyWindowSchema).max(50, 'At most 50 weekly windows'),
  blackoutDates: z.array(CalendarDateSchema).max(366, 'At most 366 blackout dates'),
  slotMinutes: z.number().int().min(10, 'A slot lasts at least 10 minutes').max(240, 'A slot lasts at most 240 minutes'),
  bufferMinutes: z.number().int().min(0, 'The buffer cannot be negative').max(240, 'The buffer is at most 240 minutes'),
  minimumNoticeHours: z.number().int().min(0, 'The notice cannot be negative').max(336, 'The notice is at most 336 hours (14 days)'),
  partiesPerSlot: z.number().int().min(1, 'At least one party per slot').max(20, 'At most 20 parties per slot'),
});
export type ViewingAvailabilityInput = z.infer<typeof ViewingAvailabilityInputSchema>;

export const ViewingAvailabilitySchema = ViewingAvailabilityInputSchema.extend({ propertyId: z.uuid(), updatedAt: z.string().nullable() });
export type ViewingAvailability = z.infer<typeof ViewingAvailabilitySchema>;

/** A listing not yet opened to viewings: weekends 10:00-17:00 and weekday evenings, 30-minute slots, closed. */
export const DEFAULT_VIEWING_AVAILABILITY: ViewingAvailabilityInput = {
  enabled: false,
  windows: [
    ...([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start: '18:00', end: '20:00' })),
    { weekday: 6, start: '10:00', end: '17:00' },
    { weekday: 7, start: '10:00', end: '17:00' },
  ],
  blackoutDates: [],
  slotMinutes: 30,
  bufferMinutes: 15,
  minimumNoticeHours: 12,
  partiesPerSlot: 1,
};
