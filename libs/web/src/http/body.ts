// A request's body as sent, and an answer's body as read: its value, or the ApiError it means.
import type { $ZodType } from 'zod/v4/core';
import { type ApiError, failure, HTTP_MESSAGES, htmlInsteadOfJsonMessage, type RequestContext, serverErrorMessage } from './api-error';

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

type Parsed = { ok: true; value: unknown } | { ok: false };

/** What is read of an answer besides its body: fetch's Response, or the same read off an XMLHttpRequest. */
export type ResponseHead = Pick<Response, 'ok' | 'status' | 'statusText'> & { headers: Pick<Headers, 'get'> };

const HTML_PAGE = /<!doctype html|<html[\s>]/i;
const READ_METHODS = new Set(['GET', 'HEAD']);

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isJsonResponse(response: ResponseHead): boolean {
  return /\bjson\b/i.test(response.headers.get('content-type') ?? '');
}

/** "500 Internal Server Error", or just "500" when the status text is empty (as over HTTP/2). */
function statusLabel(response: ResponseHead): string {
  return `${response.status} ${response.statusText}`.trim();
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The error body's `error` field, then its `message` field. */
function bodyMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, message } = body as Record<string, unknown>;
  return nonEmptyString(error) ?? nonEmptyString(message);
}

function textMessage(response: ResponseHead, text: string): string {
  if (HTML_PAGE.test(text)) return htmlInsteadOfJsonMessage(statusLabel(response));
  return text.trim() || serverErrorMessage(statusLabel(response));
}

function parsedErrorBody(response: ResponseHead, text: string): Parsed {
  return isJsonResponse(response) ? parseJson(text) : { ok: false };
}

/**
 * A read's 401 always says 'Authentication required'; a write's 401 (a failed login, say) keeps
 * the server's reason when it gives one.
 */
function unauthorizedMessage(context: RequestContext, body: Parsed): string {
  const reason = body.ok && !READ_METHODS.has(context.method) ? bodyMessage(body.value) : undefined;
  return reason ?? HTTP_MESSAGES.authenticationRequired;
}

function failureMessage(context: RequestContext, response: ResponseHead, text: string, body: Parsed): string {
  if (response.status === 401) return unauthorizedMessage(context, body);
  if (!body.ok) return textMessage(response, text);
  return bodyMessage(body.value) ?? serverErrorMessage(statusLabel(response));
}

export function responseError(context: RequestContext, response: ResponseHead, text: string): ApiError {
  const body = parsedErrorBody(response, text);
  return failure(context, {
    kind: 'http',
    status: response.status,
    userMessage: failureMessage(context, response, text, body),
    body: body.ok ? body.value : undefined,
  });
}

/** The JSON of a successful response: null when empty, checked against `schema` when given. */
export function successValue(context: RequestContext, response: ResponseHead, text: string, schema?: $ZodType): unknown {
  const parsed: Parsed = response.status === 204 || text.trim() === '' ? { ok: true, value: null } : parseJson(text);
  const { status } = response;
  if (!parsed.ok) throw failure(context, { kind: 'invalid-response', status, userMessage: HTTP_MESSAGES.unparseableSuccess });
  if (!schema) return parsed.value;
  // Through the schema's own Standard Schema method: the helper imports no zod, so a page whose calls carry no
  // schema (the public site's) loads none.
  const checked = schema['~standard'].validate(parsed.value);
  if (checked instanceof Promise) throw new TypeError('Response schemas must check synchronously');
  if (!checked.issues) return checked.value;
  throw failure(context, {
    kind: 'invalid-response',
    status,
    userMessage: HTTP_MESSAGES.invalidFormat,
    body: parsed.value,
    cause: checked.issues,
  });
}
