import { Inject, Injectable } from '@nestjs/common';
import type { CdnPurgeSettings } from '@app/core';
import { WORKER_CONFIG } from '../config/worker-config';
import { CdnPurger } from './cdn-purger';

/**
 * Purges through one HTTP POST to CDN_PURGE_URL, the token in CDN_PURGE_AUTH_HEADER. The keys go both ways CDNs
 * take them: a `Surrogate-Key` header (space-separated, as Fastly's purge API reads it) and a JSON body
 * `{"tags": [...]}` (as Cloudflare's purge_cache reads it). Any answer but 2xx, or none within CDN_PURGE_TIMEOUT_MS,
 * is a failure (the job retries). With no CDN_PURGE_URL nothing is sent.
 */
@Injectable()
export class HttpCdnPurger extends CdnPurger {
  constructor(@Inject(WORKER_CONFIG) private readonly settings: CdnPurgeSettings) {
    super();
  }

  async purge(keys: readonly string[]): Promise<void> {
    const { CDN_PURGE_URL: url, CDN_PURGE_TOKEN: token, CDN_PURGE_AUTH_HEADER: authHeader, CDN_PURGE_TIMEOUT_MS: timeoutMs } = this.settings;
    if (!url) return;
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Surrogate-Key': keys.join(' ') };
    if (token) headers[authHeader] = token;
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ tags: keys }), signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The CDN answered ${response.status} to the purge of ${keys.join(' ')}`);
  }
}
