import { z } from 'zod';
import { pageOf, searchablePageQuery } from '../common/pages';

export const BLOG_POST_STATUSES = ['published', 'draft'] as const;
export const BlogPostStatusSchema = z.enum(BLOG_POST_STATUSES);
export type BlogPostStatus = z.infer<typeof BlogPostStatusSchema>;

/** A row of GET /api/admin/blog (SPEC §3 admin blog item, plus slug and status). */
export const AdminBlogItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  status: BlogPostStatusSchema,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  viewCount: z.number().int().min(0),
  /** The draft the post was last published from (Edit opens it), or null when none is linked. */
  draftId: z.string().nullable(),
});
export type AdminBlogItem = z.infer<typeof AdminBlogItemSchema>;
/** Query of GET /api/admin/blog: a title search, a status, and the page (25 a page, at most 100), newest first. */
export const AdminBlogQuerySchema = searchablePageQuery({ status: BlogPostStatusSchema.optional() }, 25);
export type AdminBlogQuery = z.output<typeof AdminBlogQuerySchema>;
export type AdminBlogQueryInput = z.input<typeof AdminBlogQuerySchema>;
/** Body of GET /api/admin/blog: one page of posts, newest first, with the total of matches. */
export const AdminBlogPageSchema = pageOf(AdminBlogItemSchema);
export type AdminBlogPage = z.infer<typeof AdminBlogPageSchema>;

/** Answer of publish, update-post, unpublish and delete: the post acted on. */
export const PublishResultSchema = z.object({
  success: z.literal(true),
  post: z.object({ id: z.string(), slug: z.string() }),
});
export type PublishResult = z.infer<typeof PublishResultSchema>;

/** GET /api/admin/stats: the dashboard counters and the most viewed posts. */
export const DashboardStatsSchema = z.object({
  publishedPosts: z.number().int().min(0),
  drafts: z.number().int().min(0),
  mediaFiles: z.number().int().min(0),
  totalPostViews: z.number().int().min(0),
  mostViewed: z.array(z.object({ id: z.string(), title: z.string(), slug: z.string(), viewCount: z.number().int().min(0) })),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const MOST_VIEWED_LIMIT = 3;
