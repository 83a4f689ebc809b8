export { callEndpoint, type CallOptions } from './call-endpoint';
export { type EndpointInput } from './endpoint-input';
export { endpointPagesQuery, itemsOfPages, nextPageNumber } from './endpoint-pages';
export { endpointQuery, endpointQueryKey, queryKeyPrefix } from './endpoint-query';
export { invalidate } from './invalidate';
export { uploadToEndpoint } from './upload-to-endpoint';
