import { isApiError } from './api-error';
import type { HttpMethod } from './types';

export const DEFAULT_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;

const IDEMPOTENT_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/** Wait before retry number `attempt` (0-based): 1 s doubled per attempt, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

export function isIdempotentMethod(method: HttpMethod): boolean {
  return IDEMPOTENT_METHODS.has(method);
}

/** Network errors, timeouts and HTTP 5xx: failures that may pass on a later attempt. */
export function isTransientError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== undefined && error.status >= 500;
}

/** Transient and safe to repeat: POST/PATCH are never retried, as a repeated POST could create twice. */
export function isRetryableRequestError(error: unknown): boolean {
  return isTransientError(error) && isApiError(error) && isIdempotentMethod(error.method);
}
