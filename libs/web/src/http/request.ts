// One API call (SPEC §7): its options, its retries, and the `http` shorthands.
import type { $ZodType } from 'zod/v4/core';
import { abortedError, type HttpMethod, isApiError, type RequestContext } from './api-error';
import { encodeBody, type EncodedBody, responseError, successValue } from './body';
import { logRequestFailure, redact } from './request-log';
import { exchange, newUuid, REQUEST_ID_HEADER, sleep, withTimestamp } from './transport';

export type UnauthorizedBehaviour = 'throw' | 'returnNull';

export interface RequestOptions<T = unknown> {
  /** A plain value is sent as JSON; a FormData is sent as-is. */
  body?: unknown;
  /** The parsed response must match this schema. */
  schema?: $ZodType<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
  retries?: number;
  onUnauthorized?: UnauthorizedBehaviour;
  /**
   * A read of public data, the same for everyone: sent without SPEC §7's cache-busting `_t` and no-cache headers,
   * through the browser's HTTP cache (which revalidates with the server's ETag), so the browser's and a CDN's caches
   * work. A deliberate deviation from SPEC §7 for public GETs only; the endpoint calls set it for those.
   */
  cacheable?: boolean;
}

export type ReturnNullOn401 = { onUnauthorized: 'returnNull' };

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
export function request<T = unknown>(method: HttpMethod, url: string, options: RequestOptions<T> & ReturnNullOn401): Promise<T | null>;
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

export type ReadOptions<T = unknown> = Omit<RequestOptions<T>, 'body'>;
export type WriteOptions<T = unknown> = Omit<RequestOptions<T>, 'body' | 'onUnauthorized'>;

function get<T = unknown>(url: string, options: ReadOptions<T> & ReturnNullOn401): Promise<T | null>;
function get<T = unknown>(url: string, options?: ReadOptions<T>): Promise<T>;
function get(url: string, options?: ReadOptions): Promise<unknown> {
  return request('GET', url, options);
}

/** Shorthands for `request`. */
export const http = {
  get,
  post: <T = unknown>(url: string, body?: unknown, options?: WriteOptions<T>) => request<T>('POST', url, { ...options, body }),
  put: <T = unknown>(url: string, body?: unknown, options?: WriteOptions<T>) => request<T>('PUT', url, { ...options, body }),
  delete: <T = unknown>(url: string, options?: WriteOptions<T>) => request<T>('DELETE', url, options),
};
