import { ApiError } from './api-error';
import { REQUEST_ID_HEADER } from './transport';
import { uploadWithProgress } from './upload';

type Listener = ((event: ProgressEvent) => void) | null;

/** Stands in for the browser's XMLHttpRequest: the test plays the upload events and the answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  timeout = 0;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  body: unknown;
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  answer(status: number, body: string, statusText = '', contentType = 'application/json; charset=utf-8') {
    Object.assign(this, { status, statusText, responseText: body, responseHeaders: { 'content-type': contentType } });
    this.onload?.();
  }
}

describe('uploadWithProgress', () => {
  beforeEach(() => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });

  it('sends the form with cookies and the API headers, and reports the real progress', async () => {
    const progress: number[] = [];
    const form = new FormData();
    const result = uploadWithProgress('/api/admin/media', form, { onProgress: (percent) => progress.push(percent) });
    const xhr = FakeXhr.last;

    expect(xhr).toMatchObject({ method: 'POST', withCredentials: true, body: form });
    expect(xhr.url).toMatch(/^\/api\/admin\/media\?_t=\d+$/);
    expect(xhr.headers).toMatchObject({ Accept: 'application/json', [REQUEST_ID_HEADER]: expect.any(String) });
    xhr.progress(256, 1024);
    xhr.progress(1024, 1024);
    xhr.answer(201, '[{"id":"m1"}]');

    await expect(result).resolves.toEqual([{ id: 'm1' }]);
    expect(progress).toEqual([25, 100, 100]);
  });

  it('rejects with the error of the JSON body, as every API call does', async () => {
    const result = uploadWithProgress('/api/admin/media', new FormData(), { onProgress: jest.fn() });
    FakeXhr.last.answer(413, '{"statusCode":413,"error":"File too large: Files must be smaller than 5MB.","message":"x"}');

    await expect(result).rejects.toMatchObject({ status: 413, userMessage: 'File too large: Files must be smaller than 5MB.' });
    await expect(result).rejects.toBeInstanceOf(ApiError);
  });

  it.each([
    [
      'a proxy page instead of JSON',
      (xhr: FakeXhr) => xhr.answer(502, '<html>Bad gateway</html>', 'Bad Gateway', 'text/html'),
      'Server returned HTML instead of JSON (502 Bad Gateway). This usually indicates a server error.',
    ],
    ['a success that is not JSON', (xhr: FakeXhr) => xhr.answer(201, 'ok', '', 'text/plain'), 'Failed to parse server response as JSON'],
    ['a network failure', (xhr: FakeXhr) => xhr.onerror?.(), 'Could not reach the server. Please check your connection and try again.'],
  ])('explains %s', async (_case, happen, message) => {
    const result = uploadWithProgress('/api/admin/media', new FormData(), { onProgress: jest.fn() });
    happen(FakeXhr.last);
    await expect(result).rejects.toMatchObject({ userMessage: message });
  });
});
