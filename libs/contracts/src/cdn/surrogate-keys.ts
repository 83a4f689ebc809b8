/**
 * The names a CDN keeps public answers under (Surrogate-Key and Cache-Tag headers) and purges them by: each public
 * page and read names what it shows, and each change purges the names of what it changed.
 */
export const SURROGATE_KEYS = {
  home: 'home',
  /** Every list of posts: /blog, the recent and related posts, and the 404 of a post slug (a publish may fill it). */
  blogList: 'blog-list',
  /** Every list of listings: /properties, the search, the featured ones, and the 404 of a listing slug. */
  listingList: 'listing-list',
  post: (postId: string) => `post:${postId}`,
  listing: (listingId: string) => `listing:${listingId}`,
  /** A listing's page and read show its responsible agent's name, CEA registration number and phone. */
  agent: (userId: string) => `agent:${userId}`,
} as const;

/** A published post appears on its own page and read, in the lists of posts and in the home page's recent posts. */
export function postChangeKeys(postIds: readonly string[]): string[] {
  return [...postIds.map(SURROGATE_KEYS.post), SURROGATE_KEYS.blogList, SURROGATE_KEYS.home];
}

/** A listing appears on its own page and read, in the lists and search of listings and in the home page's featured ones. */
export function listingChangeKeys(listingId: string): string[] {
  return [SURROGATE_KEYS.listing(listingId), SURROGATE_KEYS.listingList, SURROGATE_KEYS.home];
}

/** A listing's viewing slots (booked, cancelled, moved, or its availability changed) show on its own page only. */
export function viewingChangeKeys(listingId: string): string[] {
  return [SURROGATE_KEYS.listing(listingId)];
}

/**
 * A staff account's name, CEA details or existence changed: the pages of the listings it is the agent of, and the lists
 * (a listing whose agent lost a detail or the account leaves the site).
 */
export function agentChangeKeys(userId: string): string[] {
  return [SURROGATE_KEYS.agent(userId), SURROGATE_KEYS.listingList, SURROGATE_KEYS.home];
}
