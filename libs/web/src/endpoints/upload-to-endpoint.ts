import { type Endpoint, type ResponseOf } from '@app/contracts';
import type { $ZodType } from 'zod/v4/core';
import { uploadWithProgress } from '../http/upload';
import { type EndpointInput, urlOf } from './endpoint-input';

/** Sends a multipart form to an upload endpoint with real progress; the answer is checked like any call's. */
export function uploadToEndpoint<E extends Endpoint>(
  endpoint: E,
  input: Omit<EndpointInput<E>, 'body'>,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<ResponseOf<E>> {
  const schema = endpoint.response as $ZodType<ResponseOf<E>> | undefined;
  return uploadWithProgress(urlOf(endpoint, input as EndpointInput<E>), form, { schema, onProgress });
}
