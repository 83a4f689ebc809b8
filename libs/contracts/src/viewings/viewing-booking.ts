import { z } from 'zod';
import { textInput } from '../common/text';
import { EmailAddressSchema } from '../common/email-address';
import { VisitorNameSchema } from '../common/visitor-name';
import { CHECKED_CHECKBOX } from '../common/form-post.constants';
import { VIEWING_MESSAGES } from './viewing.constants';

/** A slot's start as the form posts it: ISO 8601 with its offset, e.g. 2026-12-01T10:00:00+08:00. */
export const SlotStartSchema = z.iso.datetime({ offset: true, error: VIEWING_MESSAGES.chooseSlot });

/** A free viewing slot, its start and end in Singapore time (ISO 8601 with +08:00). */
export const ViewingSlotSchema = z.object({ start: z.string(), end: z.string() });
export type ViewingSlot = z.infer<typeof ViewingSlotSchema>;

/** The free slots of a listing over the next VIEWING_DAYS_AHEAD days; `bookable` false when it takes no online bookings. */
export const ViewingSlotListSchema = z.object({ bookable: z.boolean(), slots: z.array(ViewingSlotSchema) });
export type ViewingSlotList = z.infer<typeof ViewingSlotListSchema>;

/** A marketing box as the JSON call sends it (true/false) or the plain form does ("on" when ticked, absent when not). */
const marketingBox = z
  .union([z.boolean(), z.literal(CHECKED_CHECKBOX).transform(() => true)])
  .optional()
  .default(false);

const visitorFields = {
  name: VisitorNameSchema,
  email: EmailAddressSchema,
  phone: textInput({ error: 'Phone number is required' })
    .trim()
    .min(6, 'Please enter a phone number we can reach you on')
    .max(40, 'Phone number must be at most 40 characters'),
  note: textInput().trim().max(1000, 'The note must be at most 1000 characters').optional().default(''),
};

/** Body of a booking (JSON, or the form posted without JavaScript): the slot, the visitor and their channel consents. */
export const ViewingBookingInputSchema = z.object({
  slot: SlotStartSchema,
  ...visitorFields,
  marketingEmail: marketingBox,
  marketingPhone: marketingBox,
});
export type ViewingBookingInput = z.infer<typeof ViewingBookingInputSchema>;

/** A booking made: where its confirmation page is (with the signed link to cancel or reschedule). */
export const ViewingBookedSchema = z.object({ bookingId: z.uuid(), slot: ViewingSlotSchema, confirmationUrl: z.string() });
export type ViewingBooked = z.infer<typeof ViewingBookedSchema>;

/** Form bodies of the cancel and reschedule pages (the signed link's token; a new slot to move to). */
export const ViewingCancelFormSchema = z.object({ token: textInput({ error: VIEWING_MESSAGES.invalidLink }).min(1, VIEWING_MESSAGES.invalidLink).max(200) });
export const ViewingRescheduleFormSchema = ViewingCancelFormSchema.extend({ slot: SlotStartSchema });
export type ViewingRescheduleForm = z.infer<typeof ViewingRescheduleFormSchema>;
export const ViewingManageQuerySchema = z.object({ token: z.string().max(200).optional().default('') });
