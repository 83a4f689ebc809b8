import { z } from 'zod';

/**
 * The CDN's purge API. Unset URL: nothing is purged (no CDN, or one that only waits for s-maxage). The API and the
 * worker both read it: the API to know whether to queue purges, the worker to send them.
 */
export const CDN_PURGE_SETTINGS = {
  /** Where purges are POSTed: the keys as a `Surrogate-Key` header (space-separated) and as JSON `{"tags": [...]}`. */
  CDN_PURGE_URL: z.url().optional(),
  /** Sent as the value of CDN_PURGE_AUTH_HEADER (write `Bearer …` here if the CDN wants that form). */
  CDN_PURGE_TOKEN: z.string().min(1).optional(),
  CDN_PURGE_AUTH_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name')
    .default('Authorization'),
  /** How long one purge request may take before it counts as failed (and is retried). */
  CDN_PURGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
};

export type CdnPurgeSettings = { CDN_PURGE_URL?: string; CDN_PURGE_TOKEN?: string; CDN_PURGE_AUTH_HEADER: string; CDN_PURGE_TIMEOUT_MS: number };
