import { sleep } from './sleep';

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
