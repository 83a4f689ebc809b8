/**
 * The generation counter of the public blog cache (public-blog-cache.ts): entries are stored under its current
 * value, so raising it makes every API process read fresh posts on its next request.
 */
export const PUBLIC_BLOG_GENERATION_KEY = 'public-blog:generation';
