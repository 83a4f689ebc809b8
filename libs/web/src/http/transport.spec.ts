import { newUuid, sleep, withTimestamp } from './transport';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newUuid', () => {
  it('returns a v4 UUID', () => {
    expect(newUuid()).toMatch(UUID_V4);
  });

  it('still returns a v4 UUID outside a secure context, where crypto.randomUUID is missing', () => {
    const randomUUID = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID');
    Reflect.deleteProperty(Object.getPrototypeOf(crypto), 'randomUUID');
    try {
      expect(typeof crypto.randomUUID).toBe('undefined');
      expect(newUuid()).toMatch(UUID_V4);
      expect(newUuid()).not.toBe(newUuid());
    } finally {
      Object.defineProperty(Object.getPrototypeOf(crypto), 'randomUUID', randomUUID!);
    }
  });
});

describe('withTimestamp', () => {
  it.each([
    ['/api/blog-posts', '/api/blog-posts?_t=5'],
    ['/api/admin/users?x=1', '/api/admin/users?x=1&_t=5'],
    ['/api/admin/users?', '/api/admin/users?_t=5'],
    ['/api/admin/users?x=1&', '/api/admin/users?x=1&_t=5'],
    ['/api/blog-posts#top', '/api/blog-posts?_t=5#top'],
    ['https://api.example.sg/a?b=c#d', 'https://api.example.sg/a?b=c&_t=5#d'],
  ])('%s -> %s', (url, expected) => {
    expect(withTimestamp(url, 5)).toBe(expected);
  });

  it('uses the current time by default', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_234);

    expect(withTimestamp('/a')).toBe('/a?_t=1234');
  });
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const aborted = () => new Error('aborted');

function settledState(promise: Promise<void>): () => string {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  return () => state;
}

describe('sleep', () => {
  it('resolves after the given time', async () => {
    const state = settledState(sleep(1_000, undefined, aborted));

    await jest.advanceTimersByTimeAsync(999);
    expect(state()).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(state()).toBe('resolved');
  });

  it('rejects as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const state = settledState(sleep(1_000, controller.signal, aborted));

    controller.abort();
    await jest.advanceTimersByTimeAsync(0);

    expect(state()).toBe('rejected');
  });

  it('rejects at once when the signal has already aborted', async () => {
    await expect(sleep(1_000, AbortSignal.abort(), aborted)).rejects.toThrow('aborted');
  });
});
