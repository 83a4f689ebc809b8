import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { request, type RequestOptions, type ReturnNullOn401 } from '../http';

export type QueryFnOptions<T> = Pick<RequestOptions<T>, 'schema' | 'onUnauthorized'>;

function urlOf(queryKey: QueryKey): string {
  const [url] = queryKey;
  if (typeof url !== 'string') throw new TypeError('The first element of the query key must be the URL to GET');
  return url;
}

/**
 * GETs the first element of the query key. `retries: 0` because react-query's own retry is the
 * single retry layer for queries: two layers would multiply the attempts.
 */
export function createQueryFn<T = unknown>(options: QueryFnOptions<T> & ReturnNullOn401): QueryFunction<T | null>;
export function createQueryFn<T = unknown>(options?: QueryFnOptions<T>): QueryFunction<T>;
export function createQueryFn(options: QueryFnOptions<unknown> = {}): QueryFunction {
  return ({ queryKey, signal }) => request('GET', urlOf(queryKey), { ...options, signal, retries: 0 });
}
