import { SIGNED_IN, defineEndpoint } from '../endpoints/endpoint';

/**
 * The API's own description for staff and integrators: an OpenAPI 3.1 document generated from this catalogue and a
 * page to browse it. Kept with the ops endpoints (area 'health'); neither is cached by the browser app.
 */
export const API_DOCS_ENDPOINTS = {
  page: defineEndpoint({ area: 'health', method: 'GET', path: '/api/docs', access: SIGNED_IN }),
  document: defineEndpoint({ area: 'health', method: 'GET', path: '/api/docs/openapi.json', access: SIGNED_IN }),
};
