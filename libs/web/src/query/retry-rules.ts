import { isApiError, isRetryableRequestError, isTransientError } from '../http';

export const QUERY_RETRIES = 3;
export const MUTATION_RETRIES = 2;

/**
 * Queries retry transient failures and errors not raised by the request helper; never a 4xx
 * (400, 401, 403, 404...), a malformed response or a cancelled request.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  return isTransientError(error) || !isApiError(error);
}

/** Mutations retry only what is both transient and idempotent: a repeated POST could create twice. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return failureCount < MUTATION_RETRIES && isRetryableRequestError(error);
}
