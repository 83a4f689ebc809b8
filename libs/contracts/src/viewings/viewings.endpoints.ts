import { viewingChangeKeys } from '../cdn/surrogate-keys';
import { type EndpointCall, describeEndpoint } from '../endpoints/endpoint';

/** A booking made, moved or cancelled changes the free slots its listing's page shows. */
const bookedSlots = {
  invalidates: 'public',
  purges: ({ changed }: Pick<EndpointCall<string, undefined>, 'changed'>) => (changed?.listingId ? viewingChangeKeys(changed.listingId) : []),
} as const;
import type * as booking from './viewing-booking';

// The public viewing endpoints, as zod-free descriptors (the listing page's first load imports them); their schemas
// are attached in viewings.endpoint-schemas.ts, which the catalogue lists.

/** Visitors read a listing's free slots and book one; rate-limited per address like the contact form. */
export const PUBLIC_VIEWINGS_ENDPOINTS = {
  slots: describeEndpoint<{ response: typeof booking.ViewingSlotListSchema }>()({
    area: 'viewings',
    method: 'GET',
    path: '/api/properties/listing/:slug/viewing-slots',
    access: 'public',
  }),
  book: describeEndpoint<{ body: typeof booking.ViewingBookingInputSchema; response: typeof booking.ViewingBookedSchema }>()({
    area: 'viewings',
    method: 'POST',
    path: '/api/properties/listing/:slug/viewings',
    access: 'public',
    ...bookedSlots,
  }),
  /** The same booking sent without JavaScript: form-encoded, answered with 303 to the confirmation page or a 409 page. */
  bookForm: describeEndpoint<{ body: typeof booking.ViewingBookingInputSchema }>()({
    area: 'viewings',
    method: 'POST',
    path: '/api/properties/listing/:slug/viewings/form',
    access: 'public',
    accepts: 'form',
    ...bookedSlots,
  }),
};

/** The pages a booking's signed link opens (HTML from the server, no JavaScript needed), and their form posts (303 back to a page). */
export const VIEWING_PAGES_ENDPOINTS = {
  booked: describeEndpoint<{ query: typeof booking.ViewingManageQuerySchema }>()({
    area: 'viewings',
    method: 'GET',
    path: '/viewings/booked',
    access: 'public',
  }),
  manage: describeEndpoint<{ query: typeof booking.ViewingManageQuerySchema }>()({
    area: 'viewings',
    method: 'GET',
    path: '/viewings/manage',
    access: 'public',
  }),
  /** The booking as an iCalendar file to download ("Add to calendar"), Singapore time. */
  calendar: describeEndpoint<{ query: typeof booking.ViewingManageQuerySchema }>()({
    area: 'viewings',
    method: 'GET',
    path: '/api/viewings/calendar',
    access: 'public',
  }),
  cancel: describeEndpoint<{ body: typeof booking.ViewingCancelFormSchema }>()({
    area: 'viewings',
    method: 'POST',
    path: '/api/viewings/manage/cancel',
    access: 'public',
    accepts: 'form',
    ...bookedSlots,
  }),
  reschedule: describeEndpoint<{ body: typeof booking.ViewingRescheduleFormSchema }>()({
    area: 'viewings',
    method: 'POST',
    path: '/api/viewings/manage/reschedule',
    access: 'public',
    accepts: 'form',
    ...bookedSlots,
  }),
};
