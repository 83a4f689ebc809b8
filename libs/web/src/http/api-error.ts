// Why a request failed, in the words people are shown (SPEC §8).
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** Why a request failed: `http` is a non-OK status, the others never reached a usable response. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response' | 'invalid-request';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  userMessage: string;
  method: HttpMethod;
  url: string;
  status?: number;
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly userMessage: string;
  readonly method: HttpMethod;
  readonly url: string;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(`${init.userMessage} (${init.method} ${init.url})`, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.userMessage = init.userMessage;
    this.method = init.method;
    this.url = init.url;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/** The text to show people for any thrown value. */
export function errorMessage(error: unknown, fallback = UNKNOWN_ERROR_MESSAGE): string {
  if (isApiError(error)) return error.userMessage;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Whether a save was refused (409) because someone saved the record after the form loaded it: its body says `stale`. */
export function isStaleSave(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && (error.body as { stale?: unknown } | null | undefined)?.stale === true;
}

/** The message a refused call's body gives for one field (its `issues`, by path), so a form can show it there. */
export function apiFieldError(error: unknown, path: string): string | undefined {
  const issues = isApiError(error) ? (error.body as { issues?: unknown } | null | undefined)?.issues : undefined;
  if (!Array.isArray(issues)) return undefined;
  const issue = issues.find((item): item is { path: string; message: string } => item?.path === path && typeof item.message === 'string');
  return issue?.message;
}

/** Texts of SPEC §8 "Transport", plus the wording chosen for failures the SPEC does not name. */
export const HTTP_MESSAGES = {
  authenticationRequired: 'Authentication required',
  unparseableSuccess: 'Failed to parse server response as JSON',
  unserialisableBody: 'Could not process request data',
  invalidFormat: 'Server returned an invalid response format',
  network: 'Could not reach the server. Please check your connection and try again.',
  timeout: 'The server took too long to respond. Please try again.',
  aborted: 'The request was cancelled',
} as const;

export function serverErrorMessage(statusLabel: string): string {
  return `Server error: ${statusLabel}`;
}

export function htmlInsteadOfJsonMessage(statusLabel: string): string {
  return `Server returned HTML instead of JSON (${statusLabel}). This usually indicates a server error.`;
}

/** What every error of one request shares: its method and its URL as the caller gave it. */
export interface RequestContext {
  method: HttpMethod;
  url: string;
}

export function failure(context: RequestContext, init: Omit<ApiErrorInit, keyof RequestContext>): ApiError {
  return new ApiError({ ...context, ...init });
}

export function abortedError(context: RequestContext, cause?: unknown): ApiError {
  return failure(context, { kind: 'aborted', userMessage: HTTP_MESSAGES.aborted, cause });
}
