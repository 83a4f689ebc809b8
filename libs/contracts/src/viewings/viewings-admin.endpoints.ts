import { viewingChangeKeys } from '../cdn/surrogate-keys';
import { SIGNED_IN } from '../endpoints/endpoint';
import { endpointsOf } from '../endpoints/endpoint-routes';
import { ViewingAgendaQuerySchema, ViewingAgendaSchema, AgendaViewingSchema, ViewingNoShowInputSchema, ViewingNoShowRateListSchema } from './viewing-agenda';
import { ViewingAvailabilityInputSchema, ViewingAvailabilitySchema } from './viewing-availability';

const viewings = endpointsOf('viewings', SIGNED_IN);

/** Staff (every role) open listings to viewings, follow the agenda and mark no-shows. */
export const VIEWINGS_ENDPOINTS = {
  availability: viewings.get('/api/admin/properties/:id/viewing-availability', { response: ViewingAvailabilitySchema }),
  setAvailability: viewings.put('/api/admin/properties/:id/viewing-availability', {
    body: ViewingAvailabilityInputSchema,
    response: ViewingAvailabilitySchema,
    invalidates: 'public',
    purges: ({ params }) => viewingChangeKeys(params.id),
  }),
  agenda: viewings.get('/api/admin/viewings', { query: ViewingAgendaQuerySchema, response: ViewingAgendaSchema }),
  noShow: viewings.post('/api/admin/viewings/:id/no-show', { body: ViewingNoShowInputSchema, response: AgendaViewingSchema }),
  noShowRates: viewings.get('/api/admin/viewings/no-show-rates', { response: ViewingNoShowRateListSchema }),
};
