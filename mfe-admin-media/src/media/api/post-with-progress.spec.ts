import { ApiError, REQUEST_ID_HEADER } from '@app/web';
import { postWithProgress } from './post-with-progress';

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
  answer(status: number, body: string, statusText = '') {
    Object.assign(this, { status, statusText, responseText: body });
    this.onload?.();
  }
}

describe('postWithProgress', () => {
  beforeEach(() => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });

  it('sends the form with cookies and the API headers, and reports the real progress', async () => {
    const progress: number[] = [];
    const form = new FormData();
    const result = postWithProgress('/api/admin/media', form, (percent) => progress.push(percent));
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
    const result = postWithProgress('/api/admin/media', new FormData(), jest.fn());
    FakeXhr.last.answer(413, '{"statusCode":413,"error":"File too large: Files must be smaller than 5MB.","message":"x"}');

    await expect(result).rejects.toMatchObject({ status: 413, userMessage: 'File too large: Files must be smaller than 5MB.' });
    await expect(result).rejects.toBeInstanceOf(ApiError);
  });

  it.each([
    ['a failure without a JSON body', (xhr: FakeXhr) => xhr.answer(502, '<html>Bad gateway</html>', 'Bad Gateway'), 'Server error: 502 Bad Gateway'],
    ['a success that is not JSON', (xhr: FakeXhr) => xhr.answer(201, 'ok'), 'Failed to parse server response as JSON'],
    ['a network failure', (xhr: FakeXhr) => xhr.onerror?.(), 'Could not reach the server. Please check your connection and try again.'],
  ])('explains %s', async (_case, happen, message) => {
    const result = postWithProgress('/api/admin/media', new FormData(), jest.fn());
    happen(FakeXhr.last);
    await expect(result).rejects.toMatchObject({ userMessage: message });
  });
});
