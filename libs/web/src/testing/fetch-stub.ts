// Test helpers run in Jest on Node: they may use Node's modules, which browser code (tsconfig.web.json) cannot.
/// <reference types="node" />
import { runInThisContext } from 'node:vm';
import { type RequestLogger, setRequestLogger } from '../http/request-log';

// jsdom has no fetch API; Node's own Response (undici) lives in the realm outside the test sandbox.
const NodeResponse: typeof Response = globalThis.Response ?? runInThisContext('Response');

export interface StubInit {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
}

export type FetchImpl = (url: string, init: RequestInit) => Promise<Response>;
export type FetchMock = jest.Mock<ReturnType<FetchImpl>, Parameters<FetchImpl>>;

export function textResponse(text: string | null, init: StubInit = {}): Response {
  return new NodeResponse(text, init);
}

export function jsonResponse(body: unknown, init: StubInit = {}): Response {
  const headers = { 'content-type': 'application/json', ...init.headers };
  return new NodeResponse(JSON.stringify(body), { ...init, headers });
}

/** Answers each call with the next item: a Response, or an Error to reject with. */
export function respondWith(...items: Array<Response | Error>): FetchImpl {
  const queue = [...items];
  return async () => {
    const item = queue.shift();
    if (!item) throw new Error('fetch stub: no response left');
    if (item instanceof Error) throw item;
    return item;
  };
}

/** Answers every call with a fresh response. */
export function always(make: () => Response): FetchImpl {
  return async () => make();
}

/** Never answers; rejects the way fetch does once its signal aborts. */
export const hangUntilAborted: FetchImpl = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

export function installFetch(impl: FetchImpl): FetchMock {
  const mock: FetchMock = jest.fn(impl);
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function removeFetch(): void {
  Reflect.deleteProperty(globalThis, 'fetch');
}

/** The URL and init of the n-th fetch call. */
export function fetchCall(mock: FetchMock, index = 0): { url: URL; init: RequestInit; headers: Headers } {
  const call = mock.mock.calls[index];
  if (!call) throw new Error(`fetch was called ${mock.mock.calls.length} times, not ${index + 1}`);
  const [url, init] = call;
  return { url: new URL(url, 'http://localhost'), init, headers: new Headers(init.headers) };
}

/**
 * Gives each test of the file a fresh mock failure logger (the previous logger is put back after it) and removes
 * its stub fetch. `logger.current` is the running test's logger.
 */
export function mockRequestLoggerPerTest(): { current: jest.Mock } {
  const logger = { current: jest.fn() };
  let previous: RequestLogger;
  beforeEach(() => {
    logger.current = jest.fn();
    previous = setRequestLogger(logger.current);
  });
  afterEach(() => {
    setRequestLogger(previous);
    removeFetch();
  });
  return logger;
}
