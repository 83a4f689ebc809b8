import { HTTP_MESSAGES } from './messages';
import { failure, type RequestContext } from './request-context';

export interface EncodedBody {
  body?: BodyInit;
  contentType?: string;
}

function serialise(value: unknown, context: RequestContext): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (cause) {
    throw failure(context, { kind: 'invalid-request', userMessage: HTTP_MESSAGES.unserialisableBody, cause });
  }
  if (json === undefined) {
    throw failure(context, { kind: 'invalid-request', userMessage: HTTP_MESSAGES.unserialisableBody });
  }
  return json;
}

/** FormData goes as-is (the browser sets the multipart boundary); anything else as JSON. */
export function encodeBody(value: unknown, context: RequestContext): EncodedBody {
  if (value === undefined) return {};
  if (value instanceof FormData) return { body: value };
  return { body: serialise(value, context), contentType: 'application/json' };
}
