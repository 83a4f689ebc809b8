import { AsyncLocalStorage } from 'node:async_hooks';

/** What ties a log line to its cause: the HTTP request that started the work, and the job running it. */
export type Trace = { requestId?: string; jobId?: string; jobName?: string };

/** Request ids as the API accepts them from X-Request-Id or makes them (UUIDs). */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

const traces = new AsyncLocalStorage<Trace>();

export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}

/** Runs `work` (and everything it starts) under `trace`: its log lines and the jobs it enqueues carry it. */
export function runTraced<T>(trace: Trace, work: () => T): T {
  return traces.run(trace, work);
}

/** The trace of the request or job running now; empty outside one. */
export function currentTrace(): Trace {
  return traces.getStore() ?? {};
}
