import { viewingChangeKeys } from '../cdn/surrogate-keys';
import type { EndpointCall } from '../endpoints/endpoint';
import { publicDescriptorsOf } from '../endpoints/endpoint-routes';
import type * as booking from './viewing-booking';

/** A booking made, moved or cancelled changes the free slots its listing's page shows. */
const bookedSlots = {
  invalidates: 'public',
  purges: ({ changed }: Pick<EndpointCall<string, undefined>, 'changed'>) => (changed?.listingId ? viewingChangeKeys(changed.listingId) : []),
} as const;

// The public viewing endpoints, as zod-free descriptors (the listing page's first load imports them); their schemas
// are attached in viewings.endpoint-schemas.ts, which the catalogue lists.

const viewingRoutes = publicDescriptorsOf('viewings');

/** Visitors read a listing's free slots and book one; rate-limited per address like the contact form. */
export const PUBLIC_VIEWINGS_ENDPOINTS = {
  slots: viewingRoutes.get<{ response: typeof booking.ViewingSlotListSchema }>()('/api/properties/listing/:slug/viewing-slots'),
  book: viewingRoutes.post<{ body: typeof booking.ViewingBookingInputSchema; response: typeof booking.ViewingBookedSchema }>()(
    '/api/properties/listing/:slug/viewings',
    bookedSlots,
  ),
  /** The same booking sent without JavaScript: form-encoded, answered with 303 to the confirmation page or a 409 page. */
  bookForm: viewingRoutes.post<{ body: typeof booking.ViewingBookingInputSchema }>()('/api/properties/listing/:slug/viewings/form', {
    accepts: 'form',
    ...bookedSlots,
  }),
};

/** The pages a booking's signed link opens (HTML from the server, no JavaScript needed), and their form posts (303 back to a page). */
export const VIEWING_PAGES_ENDPOINTS = {
  booked: viewingRoutes.get<{ query: typeof booking.ViewingManageQuerySchema }>()('/viewings/booked'),
  manage: viewingRoutes.get<{ query: typeof booking.ViewingManageQuerySchema }>()('/viewings/manage'),
  /** The booking as an iCalendar file to download ("Add to calendar"), Singapore time. */
  calendar: viewingRoutes.get<{ query: typeof booking.ViewingManageQuerySchema }>()('/api/viewings/calendar'),
  cancel: viewingRoutes.post<{ body: typeof booking.ViewingCancelFormSchema }>()('/api/viewings/manage/cancel', { accepts: 'form', ...bookedSlots }),
  reschedule: viewingRoutes.post<{ body: typeof booking.ViewingRescheduleFormSchema }>()('/api/viewings/manage/reschedule', {
    accepts: 'form',
    ...bookedSlots,
  }),
};
