import { attachSchemas } from '../endpoints/endpoint';
import {
  ViewingBookedSchema,
  ViewingBookingInputSchema,
  ViewingCancelFormSchema,
  ViewingManageQuerySchema,
  ViewingRescheduleFormSchema,
  ViewingSlotListSchema,
} from './viewing-booking';
import { PUBLIC_VIEWINGS_ENDPOINTS, VIEWING_PAGES_ENDPOINTS } from './viewings.endpoints';

/** The public viewing endpoints with their schemas: the catalogue's entries. */
export const VIEWINGS_PUBLIC_ENDPOINT_GROUPS = [
  attachSchemas(PUBLIC_VIEWINGS_ENDPOINTS, {
    slots: { response: ViewingSlotListSchema },
    book: { body: ViewingBookingInputSchema, response: ViewingBookedSchema },
    bookForm: { body: ViewingBookingInputSchema },
  }),
  attachSchemas(VIEWING_PAGES_ENDPOINTS, {
    booked: { query: ViewingManageQuerySchema },
    manage: { query: ViewingManageQuerySchema },
    calendar: { query: ViewingManageQuerySchema },
    cancel: { body: ViewingCancelFormSchema },
    reschedule: { body: ViewingRescheduleFormSchema },
  }),
];
