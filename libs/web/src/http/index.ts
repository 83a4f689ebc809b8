export { ApiError, apiFieldError, errorMessage, HTTP_MESSAGES, isApiError, isStaleSave, UNKNOWN_ERROR_MESSAGE } from './api-error';
export type { ApiErrorInit, ApiErrorKind, HttpMethod } from './api-error';
export { CIRCULAR, REDACTED, redact, setRequestLogger } from './request-log';
export type { RequestFailureLog, RequestLogger } from './request-log';
export {
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT_MS,
  http,
  isIdempotentMethod,
  isRetryableRequestError,
  isTransientError,
  request,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  retryDelay,
} from './request';
export type { ReadOptions, RequestOptions, ReturnNullOn401, UnauthorizedBehaviour, WriteOptions } from './request';
export { configureServerRequests, newUuid, REQUEST_ID_HEADER } from './transport';
