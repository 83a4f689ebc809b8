import { defineEndpoint, SIGNED_IN } from '../endpoints/endpoint';
import {
  DeletePropertyResultSchema,
  PropertyListingInputSchema,
  PropertyListingListSchema,
  PropertyListingSchema,
  PropertySearchQuerySchema,
  PropertySearchResultSchema,
  PublicPropertyListingSchema,
} from './property-listing';

/** Property listings: managed by every staff role, shown to visitors while available or let. */
export const PROPERTIES_ENDPOINTS = {
  list: defineEndpoint({ area: 'properties', method: 'GET', path: '/api/admin/properties', access: SIGNED_IN, response: PropertyListingListSchema }),
  item: defineEndpoint({ area: 'properties', method: 'GET', path: '/api/admin/properties/:id', access: SIGNED_IN, response: PropertyListingSchema }),
  create: defineEndpoint({
    area: 'properties',
    method: 'POST',
    path: '/api/admin/properties',
    access: SIGNED_IN,
    body: PropertyListingInputSchema,
    response: PropertyListingSchema,
  }),
  update: defineEndpoint({
    area: 'properties',
    method: 'PUT',
    path: '/api/admin/properties/:id',
    access: SIGNED_IN,
    body: PropertyListingInputSchema,
    response: PropertyListingSchema,
  }),
  delete: defineEndpoint({ area: 'properties', method: 'DELETE', path: '/api/admin/properties/:id', access: SIGNED_IN, response: DeletePropertyResultSchema }),
  search: defineEndpoint({
    area: 'properties',
    method: 'GET',
    path: '/api/properties',
    access: 'public',
    query: PropertySearchQuerySchema,
    response: PropertySearchResultSchema,
  }),
  read: defineEndpoint({ area: 'properties', method: 'GET', path: '/api/properties/listing/:slug', access: 'public', response: PublicPropertyListingSchema }),
};
