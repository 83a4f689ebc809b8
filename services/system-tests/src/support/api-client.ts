import { SYSTEM_ADMIN } from './server-env';

export type ApiAnswer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers; elapsedMs: number };

type RequestOptions = { body?: unknown; timeoutMs?: number; headers?: Record<string, string> };

/**
 * Talks to an API process as the browser app does: JSON bodies, the session cookie after signIn(), and an Origin
 * header on changes (the API refuses cross-site ones). Every request has a time bound.
 */
export class ApiClient {
  private cookie: string | null = null;

  constructor(readonly baseUrl: string) {}

  async signIn(credentials: { email: string; password: string } = SYSTEM_ADMIN): Promise<ApiAnswer> {
    return this.keepSession(await this.request('POST', '/api/auth/login', { body: credentials }));
  }

  /** A tenant's sign-in with the token of their mailed link. */
  async signInToPortal(token: string): Promise<ApiAnswer> {
    return this.keepSession(await this.request('POST', '/api/portal/sign-in', { body: { token } }));
  }

  private keepSession(answer: ApiAnswer): ApiAnswer {
    const setCookie = answer.headers.get('set-cookie');
    if (answer.status === 200 && setCookie) this.cookie = setCookie.split(';')[0] ?? null;
    return answer;
  }

  get<T = Record<string, unknown>>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = Record<string, unknown>>(path: string, body: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }

  delete<T = Record<string, unknown>>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  /** Sends a request; the body is JSON unless it is FormData. */
  async request<T = Record<string, unknown>>(method: string, path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== 'GET' && method !== 'HEAD') headers.origin = this.baseUrl;
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | FormData | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const startedAt = Date.now();
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    const text = await response.text();
    return { status: response.status, body: parseJson(text) as T, headers: response.headers, elapsedMs: Date.now() - startedAt };
  }
}

/** The answer's body, once the test has checked that its status is `status`. */
export function expectStatus<T>(answer: ApiAnswer<T>, status: number): T {
  expect(answer.status).toBe(status);
  return answer.body;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
