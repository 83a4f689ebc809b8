import { ApiError, HTTP_MESSAGES, REQUEST_ID_HEADER } from '@app/web';

/** Uploads of up to 50 MB on a slow line: far longer than the 30 s of ordinary requests. */
const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

type Failure = { kind: 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response'; userMessage: string; status?: number; body?: unknown };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The error body's `error`, then its `message` (SPEC §8), else the status. */
function httpFailure(xhr: XMLHttpRequest): Failure {
  const body = parseJson(xhr.responseText) as { error?: unknown; message?: unknown } | undefined;
  const reason = [body?.error, body?.message].find((value) => typeof value === 'string' && value.trim());
  const userMessage = (reason as string | undefined) ?? `Server error: ${`${xhr.status} ${xhr.statusText}`.trim()}`;
  return { kind: 'http', status: xhr.status, userMessage, body };
}

/**
 * POSTs a form with XMLHttpRequest, whose upload events give real progress (fetch has none), with the headers
 * of every API call (SPEC §7). Resolves the parsed JSON; rejects with the same ApiError as `request`.
 */
export function postWithProgress(url: string, body: FormData, onProgress: (percent: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (failure: Failure) => reject(new ApiError({ ...failure, method: 'POST', url }));
    xhr.open('POST', `${url}?_t=${Date.now()}`);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Cache-Control', 'no-cache');
    if (typeof crypto.randomUUID === 'function') xhr.setRequestHeader(REQUEST_ID_HEADER, crypto.randomUUID());
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return fail(httpFailure(xhr));
      const parsed = parseJson(xhr.responseText);
      if (parsed === undefined) return fail({ kind: 'invalid-response', status: xhr.status, userMessage: HTTP_MESSAGES.unparseableSuccess });
      onProgress(100);
      resolve(parsed);
    };
    xhr.onerror = () => fail({ kind: 'network', userMessage: HTTP_MESSAGES.network });
    xhr.ontimeout = () => fail({ kind: 'timeout', userMessage: HTTP_MESSAGES.timeout });
    xhr.onabort = () => fail({ kind: 'aborted', userMessage: HTTP_MESSAGES.aborted });
    xhr.send(body);
  });
}
