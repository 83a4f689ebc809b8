import type { HttpMethod } from './types';

/** One failed request; bodies are already redacted. */
export interface RequestFailureLog {
  method: HttpMethod;
  url: string;
  requestId: string;
  attempts: number;
  status: number | undefined;
  message: string;
  requestBody: unknown;
  responseBody: unknown;
}

export type RequestLogger = (entry: RequestFailureLog) => void;

// eslint-disable-next-line no-console -- the browser console is the only sink until an app installs its own logger
const consoleLogger: RequestLogger = (entry) => console.error('[http] request failed', entry);

let currentLogger: RequestLogger = consoleLogger;

/** Replaces the failure logger; returns the previous one so it can be restored. */
export function setRequestLogger(logger: RequestLogger): RequestLogger {
  const previous = currentLogger;
  currentLogger = logger;
  return previous;
}

export function logRequestFailure(entry: RequestFailureLog): void {
  currentLogger(entry);
}
