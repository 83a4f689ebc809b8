/** The attributes marking the blog filter's parts in the server's markup, for enhanceBlogFilter. */
export const BLOG_FILTER_PARTS = {
  root: 'data-blog-filter',
  topic: 'data-topic',
  status: 'data-blog-filter-status',
  empty: 'data-blog-filter-empty',
  reset: 'data-blog-filter-reset',
  /** Set on the root once enhanced. */
  enhanced: 'data-enhanced',
} as const;

/** The list's cards: each carries what it is matched on (PostMatchKeys, JSON), and is hidden when it does not match. */
export const BLOG_GRID_ID = 'blog-posts';
export const MATCH_KEYS_ATTRIBUTE = 'data-match';

/** What the filter's live region says. */
export function foundText(found: number): string {
  return found === 1 ? '1 article found' : `${found} articles found`;
}
