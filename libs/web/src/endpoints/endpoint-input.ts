import { type BodyOf, type Endpoint, endpointUrl, type PathParams, type QueryOf } from '@app/contracts';

type ParamsInput<E extends Endpoint> = keyof PathParams<E> extends never ? { params?: undefined } : { params: PathParams<E> };
type BodyInput<E extends Endpoint> = BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> };
type QueryInput<E extends Endpoint> = QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> };

/** What a call of `E` needs: its `:params`, its body and its query, each only where the endpoint has one. */
export type EndpointInput<E extends Endpoint> = ParamsInput<E> & BodyInput<E> & QueryInput<E>;

/** The URL one call of `endpoint` goes to. */
export function urlOf<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): string {
  return endpointUrl(endpoint, input.params as PathParams<E> | undefined, input.query as Record<string, string | number | undefined> | undefined);
}

/** A GET anyone may make: its answer is the same for everyone, so browsers and CDNs may cache it (see RequestOptions.cacheable). */
export function isPublicRead(endpoint: Endpoint): boolean {
  return endpoint.access === 'public' && endpoint.method === 'GET';
}
