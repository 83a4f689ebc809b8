import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRequestId, runTraced } from '@app/core';

type IdentifiedRequest = IncomingMessage & { id?: unknown };

/**
 * Express middleware, early in the stack: gives the request its id (pino-http's request log uses it too) and runs the
 * rest of its handling under it, so its log lines and the jobs it enqueues carry the same `requestId`.
 */
export function traceRequests(request: IdentifiedRequest, _response: ServerResponse, next: () => void) {
  request.id ??= requestIdOf(request);
  runTraced({ requestId: String(request.id) }, next);
}

/** The browser's X-Request-Id when it is well formed, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return isRequestId(given) ? given : randomUUID();
}
