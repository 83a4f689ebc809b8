import { viewingChangeKeys } from '../cdn/surrogate-keys';
import { defineEndpoint, SIGNED_IN } from '../endpoints/endpoint';
import { ViewingAgendaQuerySchema, ViewingAgendaSchema, AgendaViewingSchema, ViewingNoShowInputSchema, ViewingNoShowRateListSchema } from './viewing-agenda';
import { ViewingAvailabilityInputSchema, ViewingAvailabilitySchema } from './viewing-availability';

/** Staff (every role) open listings to viewings, follow the agenda and mark no-shows. */
export const VIEWINGS_ENDPOINTS = {
  availability: defineEndpoint({
    area: 'viewings',
    method: 'GET',
    path: '/api/admin/properties/:id/viewing-availability',
    access: SIGNED_IN,
    response: ViewingAvailabilitySchema,
  }),
  setAvailability: defineEndpoint({
    area: 'viewings',
    method: 'PUT',
    path: '/api/admin/properties/:id/viewing-availability',
    access: SIGNED_IN,
    body: ViewingAvailabilityInputSchema,
    response: ViewingAvailabilitySchema,
    invalidates: 'public',
    purges: ({ params }) => viewingChangeKeys(params.id),
  }),
  agenda: defineEndpoint({
    area: 'viewings',
    method: 'GET',
    path: '/api/admin/viewings',
    access: SIGNED_IN,
    query: ViewingAgendaQuerySchema,
    response: ViewingAgendaSchema,
  }),
  noShow: defineEndpoint({
    area: 'viewings',
    method: 'POST',
    path: '/api/admin/viewings/:id/no-show',
    access: SIGNED_IN,
    body: ViewingNoShowInputSchema,
    response: AgendaViewingSchema,
  }),
  noShowRates: defineEndpoint({
    area: 'viewings',
    method: 'GET',
    path: '/api/admin/viewings/no-show-rates',
    access: SIGNED_IN,
    response: ViewingNoShowRateListSchema,
  }),
};
