/**
 * The generation counter of the public content cache (public-content-cache.ts): entries are stored under its current
 * value, so raising it makes every API process read fresh posts on its next request.
 */
export const PUBLIC_CONTENT_GENERATION_KEY = 'public-content:generation';

/**
 * Where a raised generation is announced, so API processes stop trusting the generation they know at once. Channels
 * are not prefixed by the client's keyPrefix: pass the server connection's (serverRedisKeyPrefix).
 */
export function publicContentInvalidationChannel(keyPrefix: string): string {
  return `${keyPrefix}public-content:invalidated`;
}
