// The wire: one fetch with its timeout, the request id and cache-busting parameter, the server's origin.
import { abortedError, failure, HTTP_MESSAGES, type RequestContext } from './api-error';

export const REQUEST_ID_HEADER = 'X-Request-Id';

function fallbackUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16)).map((byte, index) => {
    if (index === 6) return (byte & 0x0f) | 0x40;
    if (index === 8) return (byte & 0x3f) | 0x80;
    return byte;
  });
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A v4 UUID (request ids, creation keys); `crypto.randomUUID` exists only in secure contexts (HTTPS or localhost). */
export function newUuid(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : fallbackUuid();
}

/** Appends the cache-busting `_t` parameter, before any fragment. */
export function withTimestamp(url: string, now: number = Date.now()): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}_t=${now}${hash}`;
}

type ServerRequests = { origin: string; headers: Record<string, string> };

let serverRequests: ServerRequests | null = null;

/**
 * On the server (the public site's render) there is no page to resolve `/api/...` against: requests go to the
 * given origin, with the given headers. Never called in the browser.
 */
export function configureServerRequests(settings: ServerRequests): void {
  serverRequests = settings;
}

/** The URL and init a fetch really uses: unchanged in the browser. */
export function resolveRequest(url: string, init: RequestInit): [string, RequestInit] {
  if (!serverRequests) return [url, init];
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(serverRequests.headers)) headers.set(name, value);
  return [new URL(url, serverRequests.origin).toString(), { ...init, headers }];
}

/** Resolves after `ms`, or rejects with `onAbort()` as soon as `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal | undefined, onAbort: () => Error): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(onAbort());
    const abort = () => {
      clearTimeout(timer);
      reject(onAbort());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

export interface Exchange {
  response: Response;
  text: string;
}

export interface TransportOptions {
  signal?: AbortSignal;
  timeoutMs: number;
}

function transportError(context: RequestContext, cause: unknown, options: TransportOptions, timedOut: boolean) {
  if (options.signal?.aborted) return abortedError(context, cause);
  if (timedOut) return failure(context, { kind: 'timeout', userMessage: HTTP_MESSAGES.timeout, cause });
  return failure(context, { kind: 'network', userMessage: HTTP_MESSAGES.network, cause });
}

/**
 * One fetch, body included, aborted after `timeoutMs` or as soon as the caller's signal aborts.
 * The timer also covers reading the body, so a stalled stream counts as a timeout.
 */
export async function exchange(context: RequestContext, url: string, init: RequestInit, options: TransportOptions): Promise<Exchange> {
  const { signal, timeoutMs } = options;
  if (signal?.aborted) throw abortedError(context, signal.reason);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetch(...resolveRequest(url, { ...init, signal: controller.signal }));
    return { response, text: await response.text() };
  } catch (cause) {
    throw transportError(context, cause, options, timedOut);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
