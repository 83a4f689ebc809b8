// Zod-free: the public site's first load imports these without the schemas beside them.

export const RELATED_POSTS_LIMIT = 3;
/** Posts a page of /blog and of GET /api/blog-posts holds unless asked otherwise (at most 100). */
export const BLOG_PAGE_SIZE = 12;
/** Posts GET /api/blog-posts/recent returns (the home page's blog section). */
export const RECENT_POSTS_LIMIT = 3;
/** The topic of GET /api/blog-posts/recommended/{topic} that matches every post. */
export const ALL_TOPICS = 'all';
export const BLOG_POST_NOT_FOUND_MESSAGE = 'Blog post not found';
