import { HTTP_MESSAGES } from './messages';
import { abortedError, failure, type RequestContext } from './request-context';
import { resolveRequest } from './server-requests';

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
export async function exchange(
  context: RequestContext,
  url: string,
  init: RequestInit,
  options: TransportOptions,
): Promise<Exchange> {
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
