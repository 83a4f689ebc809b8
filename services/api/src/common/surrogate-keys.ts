import type { ServerResponse } from 'node:http';

/**
 * Names what a public answer shows, for the CDN to purge it by: `Surrogate-Key` (space-separated: Fastly and most
 * others) and `Cache-Tag` (comma-separated: Cloudflare). CDNs keep both to themselves; browsers ignore them.
 */
export function setSurrogateKeys(response: ServerResponse, keys: readonly string[]): void {
  if (keys.length === 0) return;
  response.setHeader('Surrogate-Key', keys.join(' '));
  response.setHeader('Cache-Tag', keys.join(','));
}
