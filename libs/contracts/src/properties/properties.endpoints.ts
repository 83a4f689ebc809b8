import { listingChangeKeys } from '../cdn/surrogate-keys';
import { defineEndpoint, SIGNED_IN } from '../endpoints/endpoint';
import {
  DeletePropertyResultSchema,
  PropertyAgentOptionListSchema,
  PropertyListingInputSchema,
  PropertyListingPageSchema,
  PropertyListingQuerySchema,
  PropertyListingSchema,
} from './property-listing';

/** Property listings as staff manage them (every role); visitors' reads are PUBLIC_PROPERTIES_ENDPOINTS. */
export const PROPERTIES_ENDPOINTS = {
  list: defineEndpoint({
    area: 'properties',
    method: 'GET',
    path: '/api/admin/properties',
    access: SIGNED_IN,
    query: PropertyListingQuerySchema,
    response: PropertyListingPageSchema,
  }),
  item: defineEndpoint({ area: 'properties', method: 'GET', path: '/api/admin/properties/:id', access: SIGNED_IN, response: PropertyListingSchema }),
  create: defineEndpoint({
    area: 'properties',
    method: 'POST',
    path: '/api/admin/properties',
    access: SIGNED_IN,
    body: PropertyListingInputSchema,
    response: PropertyListingSchema,
    invalidates: 'public',
    purges: ({ response }) => listingChangeKeys(response.id),
  }),
  update: defineEndpoint({
    area: 'properties',
    method: 'PUT',
    path: '/api/admin/properties/:id',
    access: SIGNED_IN,
    body: PropertyListingInputSchema,
    response: PropertyListingSchema,
    invalidates: 'public',
    purges: ({ params }) => listingChangeKeys(params.id),
  }),
  delete: defineEndpoint({
    area: 'properties',
    method: 'DELETE',
    path: '/api/admin/properties/:id',
    access: SIGNED_IN,
    response: DeletePropertyResultSchema,
    invalidates: 'public',
    purges: ({ params }) => listingChangeKeys(params.id),
  }),
  /** The staff accounts the listing form offers as responsible agent, with their CEA details (User Management is admins' only). */
  agents: defineEndpoint({ area: 'properties', method: 'GET', path: '/api/admin/property-agents', access: SIGNED_IN, response: PropertyAgentOptionListSchema }),
};
