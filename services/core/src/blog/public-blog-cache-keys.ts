/**
 * The generation counter of the API's public blog cache (services/api/src/blog/public-blog-cache.ts): entries are
 * stored under its current value, so raising it makes every API process read fresh posts on its next request.
 * The key lives in the API's Redis namespace, `<REDIS_PREFIX>:api:`.
 */
export const PUBLIC_BLOG_GENERATION_KEY = 'public-blog:generation';

/** The same key for a Redis client without the API's key prefix, such as the worker's. */
export function publicBlogGenerationKey(redisPrefix: string): string {
  return `${redisPrefix}:api:${PUBLIC_BLOG_GENERATION_KEY}`;
}
