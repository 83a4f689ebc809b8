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
}

export type ReturnNullOn401 = { onUnauthorized: 'returnNull' };
