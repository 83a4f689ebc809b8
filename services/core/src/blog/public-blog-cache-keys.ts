/**
 * The generation counter of the public blog cache (public-blog-cache.ts): entries are stored under its current
 * value, so raising it makes every API process read fresh posts on its next request.
 */
export const PUBLIC_BLOG_GENERATION_KEY = 'public-blog:generation';

/**
 * Where a raised generation is announced, so API processes stop trusting the generation they know at once. Channels
 * are not prefixed by the client's keyPrefix: pass the server connection's (serverRedisKeyPrefix).
 */
export function publicBlogInvalidationChannel(keyPrefix: string): string {
  return `${keyPrefix}public-blog:invalidated`;
}
