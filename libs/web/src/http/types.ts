import type { $ZodType } from 'zod/v4/core';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export type UnauthorizedBehaviour = 'throw' | 'returnNull';

export interface RequestOptions<T = unknown> {
  /** A plain value is sent as JSON; a FormData is sent as-is. */
  body?: unknown;
  /** The parsed response must match this schema. */
  schema?: $ZodType<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
  retries?: number;
  onUnauthorized?: UnauthorizedBehaviour;
  /**
   * A read of public data, the same for everyone: sent without SPEC §7's cache-busting `_t` and no-cache headers,
   * through the browser's HTTP cache (which revalidates with the server's ETag), so the browser's and a CDN's caches
   * work. A deliberate deviation from SPEC §7 for public GETs only; the endpoint calls set it for those.
   */
  cacheable?: boolean;
}

export type ReturnNullOn401 = { onUnauthorized: 'returnNull' };
