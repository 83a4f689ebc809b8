import { useQuery } from '@tanstack/react-query';
import { ALL_TOPICS, BLOG_ENDPOINTS, RELATED_POSTS_LIMIT, type BlogPostSummary } from '@app/contracts';
import { CONTENT_QUERY_OPTIONS, endpointQuery } from '@app/web';
import type { BlogFilters } from '../utils/blog-address';

/** The page of posts the filters find, with their total and every topic; only the filters set go into the URL. */
export function useBlogPage({ search, topic, page }: BlogFilters) {
  const query = { q: search || undefined, topic: topic === ALL_TOPICS ? undefined : topic, page: page > 1 ? page : undefined };
  return useQuery({ ...endpointQuery(BLOG_ENDPOINTS.page, { query }), ...CONTENT_QUERY_OPTIONS });
}

export function useRecentPosts() {
  return useQuery({ ...endpointQuery(BLOG_ENDPOINTS.recent), ...CONTENT_QUERY_OPTIONS });
}

export function useBlogPost(slug: string) {
  return useQuery({ ...endpointQuery(BLOG_ENDPOINTS.read, { params: { slug } }), ...CONTENT_QUERY_OPTIONS });
}

/** Up to three other posts on the same topic: a tag, else the category, else any ('all'). */
export function useRelatedPosts(post: BlogPostSummary) {
  const topic = post.tags[0] ?? post.category ?? ALL_TOPICS;
  const related = endpointQuery(BLOG_ENDPOINTS.recommended, { params: { topic }, query: { limit: RELATED_POSTS_LIMIT, excludeId: post.id } });
  return useQuery({ ...related, ...CONTENT_QUERY_OPTIONS });
}
