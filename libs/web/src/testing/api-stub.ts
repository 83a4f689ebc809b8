// Test helpers run in Jest on Node: they may use Node's modules, which browser code (tsconfig.web.json) cannot.
/// <reference types="node" />
import { runInThisContext } from 'node:vm';

// jsdom has no fetch API; Node's own Response lives in the realm outside the test sandbox.
const NodeResponse: typeof Response = globalThis.Response ?? runInThisContext('Response');

export interface StubRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  status?: number;
  body?: unknown;
  /** Answer one request only, then let later routes for the same path answer. */
  once?: boolean;
}

export type ApiStub = jest.Mock<Promise<Response>, [string, RequestInit?]>;

/** Replaces fetch with a JSON API answering from `routes` (first match wins); anything else fails the test. */
export function stubApi(routes: StubRoute[]): ApiStub {
  const pending = [...routes];
  const stub: ApiStub = jest.fn(async (input: string, init: RequestInit = {}) => {
    const { pathname } = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const route = pending.find((candidate) => candidate.method === method && candidate.path === pathname);
    if (!route) throw new Error(`No stub for ${method} ${pathname}`);
    if (route.once) pending.splice(pending.indexOf(route), 1);
    const status = route.status ?? 200;
    return new NodeResponse(JSON.stringify(route.body ?? { success: true }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = stub as unknown as typeof fetch;
  return stub;
}

/** An API problem answer (status and problem body) for a StubRoute: `extra` adds fields such as `issues` or `stale`. */
export function apiProblem(status: number, error: string, extra: Record<string, unknown> = {}): Pick<StubRoute, 'status' | 'body'> {
  return { status, body: { statusCode: status, error, message: error, ...extra } };
}

/** The URLs of the requests made to `path`, in order: read their search params. */
export function requestedUrls(stub: ApiStub, path: string): URL[] {
  return stub.mock.calls.map(([input]) => new URL(input, 'http://localhost')).filter((url) => url.pathname === path);
}

/** The JSON bodies sent to one endpoint, in order. */
export function sentBodies(stub: ApiStub, method: string, path: string): unknown[] {
  return stub.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(input, 'http://localhost').pathname === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
}
