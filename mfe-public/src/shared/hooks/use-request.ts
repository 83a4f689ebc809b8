import { useCallback, useRef, useState } from 'react';

type RequestState<Result> =
  | { status: 'idle' | 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: Result; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

type RequestCallbacks<Result> = { onSuccess?: (result: Result) => void; onError?: (error: unknown) => void };

/**
 * One request an island sends (a form's submit): its state and a `mutate` that sends it. The islands' own small
 * stand-in for react-query's useMutation, whose client (15 KB gzip) a page's first islands would otherwise load.
 * A response that comes after the island is gone changes nothing.
 */
export function useRequest<Input, Result>(send: (input: Input) => Promise<Result>) {
  const [state, setState] = useState<RequestState<Result>>({ status: 'idle' });
  const latest = useRef(0);

  const mutate = useCallback(
    (input: Input, callbacks: RequestCallbacks<Result> = {}) => {
      const request = ++latest.current;
      setState({ status: 'pending' });
      send(input).then(
        (data) => {
          if (request !== latest.current) return;
          setState({ status: 'success', data });
          callbacks.onSuccess?.(data);
        },
        (error: unknown) => {
          if (request !== latest.current) return;
          setState({ status: 'error', error });
          callbacks.onError?.(error);
        },
      );
    },
    [send],
  );

  return {
    ...state,
    mutate,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
