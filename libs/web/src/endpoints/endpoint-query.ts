import { type ApiArea, type Endpoint, type ResponseOf } from '@app/contracts';
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import type { $ZodType } from 'zod/v4/core';
import { request, type ReturnNullOn401 } from '../http';
import { type EndpointInput, isPublicRead, urlOf } from './endpoint-input';

/**
 * `[area, path, params?, query?]`: every query of an area starts with the area, every query of one endpoint with
 * `[area, path]`, so `invalidate` can refresh either.
 */
export function endpointQueryKey<E extends Endpoint>(endpoint: E, input: EndpointInput<E> = {} as EndpointInput<E>): QueryKey {
  const key: unknown[] = [endpoint.area, endpoint.path];
  if (input.params) key.push(input.params);
  if (input.query) key.push(input.query);
  return key;
}

type EndpointQuery<T> = { queryKey: QueryKey; queryFn: QueryFunction<T> };

/**
 * The key and query function of a GET endpoint, for `useQuery` in the browser and for loading data on the server.
 * `retries: 0`: react-query's own retry is the single retry layer for queries. Public GETs may be cached (no `_t`).
 */
export function endpointQuery<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: ReturnNullOn401): EndpointQuery<ResponseOf<E> | null>;
export function endpointQuery<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): EndpointQuery<ResponseOf<E>>;
export function endpointQuery<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> = {} as EndpointInput<E>,
  options: Partial<ReturnNullOn401> = {},
): EndpointQuery<ResponseOf<E> | null> {
  const schema = endpoint.response as $ZodType<ResponseOf<E>> | undefined;
  return {
    queryKey: endpointQueryKey(endpoint, input),
    queryFn: ({ signal }) => request(endpoint.method, urlOf(endpoint, input), { schema, signal, retries: 0, cacheable: isPublicRead(endpoint), ...options }),
  };
}

/** The key prefix of a whole area, or of one endpoint's queries. */
export function queryKeyPrefix(target: ApiArea | Endpoint): QueryKey {
  return typeof target === 'string' ? [target] : [target.area, target.path];
}
