/** The attributes marking the blog filter's parts in the server's markup, for enhanceBlogFilter. */
export const BLOG_FILTER_PARTS = {
  root: 'data-blog-filter',
  topics: 'data-blog-topics',
  topic: 'data-topic',
  status: 'data-blog-filter-status',
  /** What the filters found: the cards, "No articles found" or the page links; replaced whole as they change. */
  results: 'data-blog-results',
  reset: 'data-blog-filter-reset',
  /** Set on the root once enhanced. */
  enhanced: 'data-enhanced',
} as const;

/** The list's cards. */
export const BLOG_GRID_ID = 'blog-posts';

/** What the filter's live region says. */
export function foundText(found: number): string {
  return found === 1 ? '1 article found' : `${found} articles found`;
}
