import { z } from 'zod';
import { CalendarDateSchema } from './viewing-availability';
import { ViewingSlotSchema } from './viewing-booking';

export const VIEWING_STATUSES = ['booked', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

/** The agenda's span: one day or the week (seven days) from `from`, a Singapore date. */
export const ViewingAgendaQuerySchema = z.object({ from: CalendarDateSchema, view: z.enum(['day', 'week']).optional().default('day') });
export type ViewingAgendaQuery = z.infer<typeof ViewingAgendaQuerySchema>;

/** A booked viewing as staff see it. */
export const AgendaViewingSchema = z.object({
  id: z.uuid(),
  slot: ViewingSlotSchema,
  status: z.enum(VIEWING_STATUSES),
  listing: z.object({ id: z.uuid(), title: z.string(), reference: z.string() }),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string(),
  marketingEmail: z.boolean(),
  marketingPhone: z.boolean(),
  /** When staff marked the visitor as not having come; null when they came or it is not marked. */
  noShowAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AgendaViewing = z.infer<typeof AgendaViewingSchema>;

export const ViewingAgendaSchema = z.object({ from: z.string(), to: z.string(), viewings: z.array(AgendaViewingSchema) });
export type ViewingAgenda = z.infer<typeof ViewingAgendaSchema>;

/** A viewing booked by an enquiry's address, as its timeline shows it: the listing by reference, when, how it stands. */
export const EnquiryViewingSchema = z.object({
  id: z.uuid(),
  listing: z.object({ title: z.string(), reference: z.string() }),
  slot: ViewingSlotSchema,
  status: z.enum(VIEWING_STATUSES),
  noShowAt: z.string().nullable(),
  bookedAt: z.string(),
});
export type EnquiryViewing = z.infer<typeof EnquiryViewingSchema>;

/** Body of POST /api/admin/viewings/:id/no-show: marks (true) or clears (false) the no-show of a past viewing. */
export const ViewingNoShowInputSchema = z.object({ noShow: z.boolean() });

/** Per Singapore calendar month: viewings held (booked, started) and how many of them were no-shows. */
export const ViewingNoShowRateSchema = z.object({ month: z.string(), viewings: z.number().int(), noShows: z.number().int(), rate: z.number() });
export const ViewingNoShowRateListSchema = z.array(ViewingNoShowRateSchema);
export type ViewingNoShowRate = z.infer<typeof ViewingNoShowRateSchema>;
