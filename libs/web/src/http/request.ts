import { isApiError } from './api-error';
import { encodeBody, type EncodedBody } from './request-body';
import { abortedError, type RequestContext } from './request-context';
import { newUuid, REQUEST_ID_HEADER } from './request-id';
import { logRequestFailure } from './request-logger';
import { withTimestamp } from './request-url';
import { redact } from './redact';
import { responseError, successValue } from './response-body';
import { DEFAULT_RETRIES, isRetryableRequestError, retryDelay } from './retry-policy';
import { sleep } from './sleep';
import { exchange } from './transport';
import type { HttpMethod, RequestOptions, ReturnNullOn401 } from './types';

export const DEFAULT_TIMEOUT_MS = 30_000;

interface Call {
  context: RequestContext;
  options: RequestOptions;
  requestId: string;
  attempts: number;
}

const NO_CACHE = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

function headers(requestId: string, contentType: string | undefined, cacheable: boolean): Record<string, string> {
  return {
    Accept: 'application/json',
    ...(cacheable ? {} : NO_CACHE),
    [REQUEST_ID_HEADER]: requestId,
    ...(contentType ? { 'Content-Type': contentType } : {}),
  };
}

async function attempt(call: Call, payload: EncodedBody): Promise<unknown> {
  const { context, options } = call;
  call.attempts += 1;
  const cacheable = options.cacheable === true;
  const { response, text } = await exchange(
    context,
    cacheable ? context.url : withTimestamp(context.url),
    {
      method: context.method,
      headers: headers(call.requestId, payload.contentType, cacheable),
      body: payload.body,
      credentials: 'include',
      cache: cacheable ? 'default' : 'no-store',
    },
    { signal: options.signal, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS },
  );
  if (response.status === 401 && options.onUnauthorized === 'returnNull') return null;
  if (!response.ok) throw responseError(context, response, text);
  return successValue(context, response, text, options.schema);
}

async function attemptWithRetries(call: Call, payload: EncodedBody): Promise<unknown> {
  const retries = call.options.retries ?? DEFAULT_RETRIES;
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt(call, payload);
    } catch (error) {
      if (retry >= retries || !isRetryableRequestError(error)) throw error;
      await sleep(retryDelay(retry), call.options.signal, () => abortedError(call.context));
    }
  }
}

function logFailure(call: Call, error: unknown): void {
  if (isApiError(error) && error.kind === 'aborted') return;
  logRequestFailure({
    ...call.context,
    requestId: call.requestId,
    attempts: call.attempts,
    status: isApiError(error) ? error.status : undefined,
    message: error instanceof Error ? error.message : String(error),
    requestBody: call.options.body instanceof FormData ? '[FormData]' : redact(call.options.body),
    responseBody: isApiError(error) ? redact(error.body) : undefined,
  });
}

/**
 * Sends one API request (SPEC §7): cookies, JSON, no caching, a request id reused by retries,
 * a fresh `_t` per attempt (a `cacheable` public read: neither). Resolves the parsed JSON (null for an empty body);
 * rejects with ApiError.
 */
export function request<T = unknown>(
  method: HttpMethod,
  url: string,
  options: RequestOptions<T> & ReturnNullOn401,
): Promise<T | null>;
export function request<T = unknown>(method: HttpMethod, url: string, options?: RequestOptions<T>): Promise<T>;
export async function request(method: HttpMethod, url: string, options: RequestOptions = {}): Promise<unknown> {
  const call: Call = { context: { method, url }, options, requestId: newUuid(), attempts: 0 };
  try {
    return await attemptWithRetries(call, encodeBody(options.body, call.context));
  } catch (error) {
    logFailure(call, error);
    throw error;
  }
}
