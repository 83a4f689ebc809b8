import { z } from 'zod';
import { pageOf, searchablePageQuery } from '../common/pages';
import { textInput } from '../common/text';
import { ResponsiveImageSourceSchema } from '../media/responsive-image-source';
import { BLOG_PAGE_SIZE, RELATED_POSTS_LIMIT } from './blog-post.constants';

/** A published post as lists show it (GET /api/blog-posts, /recent, /recommended/...). */
export const BlogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  /** ISO 8601; may lie in the future (shown with the 'Coming' prefix). */
  publishDate: z.string(),
  imageUrl: z.string().nullable(),
  /** The variants of imageUrl when it is a ready media library item's file; null for any other image. */
  imageSource: ResponsiveImageSourceSchema.nullable().optional(),
  tags: z.array(z.string()),
  category: z.string().nullable(),
  /**
   * In a search's answer: the title and excerpt cut at the words the search matched, which are the odd entries
   * (`['Renting an ', 'HDB', ' flat']`), for the card to mark them.
   */
  matched: z.object({ title: z.array(z.string()), excerpt: z.array(z.string()) }).optional(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

/** One published post (GET /api/blog-posts/{slug}); content is sanitized HTML. */
export const BlogPostSchema = BlogPostSummarySchema.extend({
  content: z.string(),
  featuredImage: z.string().nullable(),
  /** The variants of featuredImage when it is a ready media library item's file; null for any other image. */
  featuredImageSource: ResponsiveImageSourceSchema.nullable().optional(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogPostSummaryListSchema = z.array(BlogPostSummarySchema);

/**
 * Query of GET /api/blog-posts and of the /blog page: one page of the published posts, with a topic (a tag or the
 * category, any case) and a search (full text over title, tags, excerpt and body, PostgreSQL's web search syntax).
 */
export const BlogListQuerySchema = searchablePageQuery(
  { topic: textInput().trim().toLowerCase().max(60, 'A topic is at most 60 characters').optional() },
  BLOG_PAGE_SIZE,
);
export type BlogListQuery = z.output<typeof BlogListQuerySchema>;
export type BlogListQueryInput = z.input<typeof BlogListQuerySchema>;

/** Body of GET /api/blog-page: a page of posts (best match first when searching, else newest first) and every topic. */
export const BlogListPageSchema = pageOf(BlogPostSummarySchema).extend({ topics: z.array(z.string()) });
export type BlogListPage = z.infer<typeof BlogListPageSchema>;

/** Query of GET /api/blog-posts/recommended/{topic}: topic is a tag, a category or 'all'. */
export const RecommendedPostsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(12).default(RELATED_POSTS_LIMIT),
  excludeId: textInput().max(64, 'excludeId must be a post id').optional(),
});
export type RecommendedPostsQuery = z.infer<typeof RecommendedPostsQuerySchema>;

/** The {topic} of GET /api/blog-posts/recommended/{topic}: tags and categories are short (and answers are cached per topic). */
export const RecommendedTopicSchema = textInput().trim().min(1).max(60, 'A topic is at most 60 characters');
