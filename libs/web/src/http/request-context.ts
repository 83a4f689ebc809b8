import { ApiError, type ApiErrorInit } from './api-error';
import { HTTP_MESSAGES } from './messages';
import type { HttpMethod } from './types';

/** What every error of one request shares: its method and its URL as the caller gave it. */
export interface RequestContext {
  method: HttpMethod;
  url: string;
}

export function failure(context: RequestContext, init: Omit<ApiErrorInit, keyof RequestContext>): ApiError {
  return new ApiError({ ...context, ...init });
}

export function abortedError(context: RequestContext, cause?: unknown): ApiError {
  return failure(context, { kind: 'aborted', userMessage: HTTP_MESSAGES.aborted, cause });
}
