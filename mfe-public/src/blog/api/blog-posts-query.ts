import { useQuery } from '@tanstack/react-query';
import {
  ALL_TOPICS,
  BlogPostSchema,
  BlogPostSummaryListSchema,
  RELATED_POSTS_LIMIT,
  type BlogPost,
  type BlogPostSummary,
} from '@app/contracts';
import { CONTENT_QUERY_OPTIONS, createQueryFn, isApiError } from '@app/web';

export const BLOG_POSTS_QUERY_KEY = ['/api/blog-posts'] as const;
export const RECENT_POSTS_QUERY_KEY = ['/api/blog-posts/recent'] as const;

const fetchPostList = createQueryFn<BlogPostSummary[]>({ schema: BlogPostSummaryListSchema });
const fetchPost = createQueryFn<BlogPost>({ schema: BlogPostSchema });

export function useBlogPosts() {
  return useQuery({ queryKey: BLOG_POSTS_QUERY_KEY, queryFn: fetchPostList, ...CONTENT_QUERY_OPTIONS });
}

export function useRecentPosts() {
  return useQuery({ queryKey: RECENT_POSTS_QUERY_KEY, queryFn: fetchPostList, ...CONTENT_QUERY_OPTIONS });
}

export function blogPostUrl(slug: string): string {
  return `/api/blog-posts/${encodeURIComponent(slug)}`;
}

export function useBlogPost(slug: string) {
  return useQuery({ queryKey: [blogPostUrl(slug)], queryFn: fetchPost, ...CONTENT_QUERY_OPTIONS });
}

export function isPostNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** Up to three other posts on the same topic: a tag, else the category, else any ('all'). */
export function relatedPostsUrl(post: BlogPostSummary): string {
  const topic = post.tags[0] ?? post.category ?? ALL_TOPICS;
  const query = new URLSearchParams({ limit: String(RELATED_POSTS_LIMIT), excludeId: post.id });
  return `/api/blog-posts/recommended/${encodeURIComponent(topic)}?${query}`;
}

export function useRelatedPosts(post: BlogPostSummary) {
  return useQuery({ queryKey: [relatedPostsUrl(post)], queryFn: fetchPostList, ...CONTENT_QUERY_OPTIONS });
}
