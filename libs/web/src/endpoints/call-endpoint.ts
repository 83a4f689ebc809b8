import { type Endpoint, type ResponseOf } from '@app/contracts';
import type { $ZodType } from 'zod/v4/core';
import { request, type RequestOptions } from '../http';
import { type EndpointInput, isPublicRead, urlOf } from './endpoint-input';

export type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'retries'>;

/**
 * Calls one endpoint of the catalogue; the answer is checked against its response schema when the endpoint carries one
 * (a descriptor of the public pages carries none: see describeEndpoint). Public GETs may be cached.
 */
export function callEndpoint<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<ResponseOf<E>> {
  return request<ResponseOf<E>>(endpoint.method, urlOf(endpoint, input), {
    ...options,
    body: input.body,
    schema: endpoint.response as $ZodType<ResponseOf<E>> | undefined,
    cacheable: isPublicRead(endpoint),
  });
}
