import { SIGNED_IN } from '../endpoints/endpoint';
import { endpointsOf } from '../endpoints/endpoint-routes';

const apiDocs = endpointsOf('health', SIGNED_IN);

/**
 * The API's own description for staff and integrators: an OpenAPI 3.1 document generated from this catalogue and a
 * page to browse it. Kept with the ops endpoints (area 'health'); neither is cached by the browser app.
 */
export const API_DOCS_ENDPOINTS = {
  page: apiDocs.get('/api/docs'),
  document: apiDocs.get('/api/docs/openapi.json'),
};
