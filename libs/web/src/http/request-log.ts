// What is logged of a failed request, with its secrets redacted.
import type { HttpMethod } from './api-error';

export const REDACTED = '[REDACTED]';
export const CIRCULAR = '[Circular]';

const SENSITIVE_KEY = /password|token|secret|key|auth|credential/i;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function redactWithin(value: unknown, ancestors: WeakSet<object>): unknown {
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  if (ancestors.has(value)) return CIRCULAR;
  ancestors.add(value);
  const copy = Array.isArray(value)
    ? value.map((item) => redactWithin(item, ancestors))
    : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SENSITIVE_KEY.test(key) ? REDACTED : redactWithin(item, ancestors)]));
  ancestors.delete(value);
  return copy;
}

/**
 * A copy of `value` safe to log: fields whose names contain password, token, secret, key, auth
 * or credential hold '[REDACTED]', and a reference back to an enclosing object becomes '[Circular]'.
 */
export function redact(value: unknown): unknown {
  return redactWithin(value, new WeakSet());
}

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
