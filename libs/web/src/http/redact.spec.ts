import { redact } from './redact';

describe('redact', () => {
  it.each(['password', 'newPassword', 'accessToken', 'clientSecret', 'apiKey', 'Authorization', 'credentials', 'PASSWORD'])(
    'redacts a field named %s',
    (field) => {
      expect(redact({ [field]: 'x', keep: 1 })).toEqual({ [field]: '[REDACTED]', keep: 1 });
    },
  );

  it('redacts a sensitive field whatever its value is, objects included', () => {
    expect(redact({ auth: { user: 'a', pass: 'b' }, token: null })).toEqual({ auth: '[REDACTED]', token: '[REDACTED]' });
  });

  it('redacts inside nested objects and arrays', () => {
    const value = { users: [{ email: 'a@b.sg', password: 'p' }, [{ secret: 's' }]], meta: { deep: { apiKey: 'k' } } };

    expect(redact(value)).toEqual({
      users: [{ email: 'a@b.sg', password: '[REDACTED]' }, [{ secret: '[REDACTED]' }]],
      meta: { deep: { apiKey: '[REDACTED]' } },
    });
  });

  it('does not mutate its input', () => {
    const value = { password: 'p', nested: { token: 't' }, list: [{ key: 'k' }] };
    const before = structuredCloneOf(value);

    redact(value);

    expect(value).toEqual(before);
  });

  it('replaces a reference back to an enclosing object with [Circular]', () => {
    const value: Record<string, unknown> = { name: 'a', list: [] };
    value.self = value;
    (value.list as unknown[]).push(value);

    expect(redact(value)).toEqual({ name: 'a', list: ['[Circular]'], self: '[Circular]' });
  });

  it('copies an object reached twice without a cycle', () => {
    const shared = { password: 'p' };

    expect(redact({ a: shared, b: shared })).toEqual({ a: { password: '[REDACTED]' }, b: { password: '[REDACTED]' } });
  });

  it.each([undefined, null, 'text', 42, true])('returns the primitive %p unchanged', (value) => {
    expect(redact(value)).toBe(value);
  });
});

function structuredCloneOf<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
