import type { $ZodType } from 'zod/v4/core';
import { abortedError, failure, HTTP_MESSAGES, type RequestContext } from './api-error';
import { responseError, type ResponseHead, successValue } from './body';
import { newUuid, REQUEST_ID_HEADER, withTimestamp } from './transport';

/** Uploads of up to 50 MB on a slow line: far longer than the 30 s of ordinary requests. */
export const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

export interface UploadOptions<T> {
  schema?: $ZodType<T>;
  /** Percent of the request body sent so far, from the browser's upload events. */
  onProgress: (percent: number) => void;
  timeoutMs?: number;
}

function responseHead(xhr: XMLHttpRequest): ResponseHead {
  return { ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, statusText: xhr.statusText, headers: { get: (name) => xhr.getResponseHeader(name) } };
}

/**
 * POSTs a form with XMLHttpRequest, whose upload events give real progress (fetch has none), with the headers of
 * every API call. Its answer and its failures are read as `request` reads them: the same messages, the same
 * schema check, the same ApiError.
 */
export function uploadWithProgress<T = unknown>(url: string, form: FormData, options: UploadOptions<T>): Promise<T> {
  const context: RequestContext = { method: 'POST', url };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', withTimestamp(url));
    xhr.withCredentials = true;
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Cache-Control', 'no-cache');
    xhr.setRequestHeader(REQUEST_ID_HEADER, newUuid());
    xhr.upload.onprogress = (event) => event.lengthComputable && options.onProgress(Math.round((event.loaded / event.total) * 100));
    xhr.onload = () => {
      try {
        const head = responseHead(xhr);
        if (!head.ok) throw responseError(context, head, xhr.responseText);
        const value = successValue(context, head, xhr.responseText, options.schema) as T;
        options.onProgress(100);
        resolve(value);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(failure(context, { kind: 'network', userMessage: HTTP_MESSAGES.network }));
    xhr.ontimeout = () => reject(failure(context, { kind: 'timeout', userMessage: HTTP_MESSAGES.timeout }));
    xhr.onabort = () => reject(abortedError(context));
    xhr.send(form);
  });
}
