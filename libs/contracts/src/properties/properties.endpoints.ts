import { listingChangeKeys } from '../cdn/surrogate-keys';
import { SIGNED_IN } from '../endpoints/endpoint';
import { endpointsOf } from '../endpoints/endpoint-routes';
import {
  DeletePropertyResultSchema,
  PropertyAgentOptionListSchema,
  PropertyListingInputSchema,
  PropertyListingPageSchema,
  PropertyListingQuerySchema,
  PropertyListingSchema,
} from './property-listing';

const properties = endpointsOf('properties', SIGNED_IN);

/** A write that changes the listing its path names, whose pages are then purged. */
const pathListingChange = {
  invalidates: 'public',
  purges: ({ params }: { params: { id: string } }) => listingChangeKeys(params.id),
} as const;

/** Property listings as staff manage them (every role); visitors' reads are PUBLIC_PROPERTIES_ENDPOINTS. */
export const PROPERTIES_ENDPOINTS = {
  list: properties.get('/api/admin/properties', { query: PropertyListingQuerySchema, response: PropertyListingPageSchema }),
  item: properties.get('/api/admin/properties/:id', { response: PropertyListingSchema }),
  create: properties.post('/api/admin/properties', {
    body: PropertyListingInputSchema,
    response: PropertyListingSchema,
    invalidates: 'public',
    purges: ({ response }) => listingChangeKeys(response.id),
  }),
  update: properties.put('/api/admin/properties/:id', { body: PropertyListingInputSchema, response: PropertyListingSchema, ...pathListingChange }),
  delete: properties.delete('/api/admin/properties/:id', { response: DeletePropertyResultSchema, ...pathListingChange }),
  /** The staff accounts the listing form offers as responsible agent, with their CEA details (User Management is admins' only). */
  agents: properties.get('/api/admin/property-agents', { response: PropertyAgentOptionListSchema }),
};
