export { ApiError, apiFieldError, errorMessage, isApiError, UNKNOWN_ERROR_MESSAGE } from './api-error';
export type { ApiErrorInit, ApiErrorKind } from './api-error';
export { http } from './http';
export type { ReadOptions, WriteOptions } from './http';
export { HTTP_MESSAGES } from './messages';
export { CIRCULAR, REDACTED, redact } from './redact';
export { DEFAULT_TIMEOUT_MS, request } from './request';
export { newUuid, REQUEST_ID_HEADER } from './request-id';
export { setRequestLogger } from './request-logger';
export { configureServerRequests } from './server-requests';
export type { RequestFailureLog, RequestLogger } from './request-logger';
export {
  DEFAULT_RETRIES,
  isIdempotentMethod,
  isRetryableRequestError,
  isTransientError,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  retryDelay,
} from './retry-policy';
export type { HttpMethod, RequestOptions, ReturnNullOn401, UnauthorizedBehaviour } from './types';
