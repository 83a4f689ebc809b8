import { act, renderHook } from '@testing-library/react';
import { useRequest } from './use-request';

function deferred<T>() {
  let resolve = (_value: T) => undefined as void;
  let reject = (_error: unknown) => undefined as void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useRequest', () => {
  it('is pending while its request runs, then holds the result and calls onSuccess', async () => {
    const answer = deferred<string>();
    const onSuccess = jest.fn();
    const { result } = renderHook(() => useRequest((input: number) => answer.promise.then((text) => `${text} ${input}`)));
    expect(result.current.status).toBe('idle');

    act(() => result.current.mutate(7, { onSuccess }));
    expect(result.current.isPending).toBe(true);
    await act(async () => answer.resolve('sent'));

    expect(result.current).toMatchObject({ isSuccess: true, isPending: false, data: 'sent 7' });
    expect(onSuccess).toHaveBeenCalledWith('sent 7');
  });

  it('holds the error and calls onError when the request fails', async () => {
    const failure = new Error('offline');
    const onError = jest.fn();
    const { result } = renderHook(() => useRequest(() => Promise.reject(failure)));

    await act(async () => result.current.mutate(undefined, { onError }));

    expect(result.current).toMatchObject({ isError: true, error: failure });
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('answers only the latest request when one is sent again before the first is answered', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const answers = [first, second];
    const onSuccess = jest.fn();
    const { result } = renderHook(() => useRequest(() => (answers.shift() as typeof first).promise));

    act(() => result.current.mutate(undefined, { onSuccess }));
    act(() => result.current.mutate(undefined, { onSuccess }));
    await act(async () => first.resolve('stale'));
    expect(result.current.isPending).toBe(true);
    await act(async () => second.resolve('fresh'));

    expect(result.current.data).toBe('fresh');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
