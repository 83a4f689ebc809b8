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
    : Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, SENSITIVE_KEY.test(key) ? REDACTED : redactWithin(item, ancestors)]),
      );
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
