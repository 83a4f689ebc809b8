import { ALL_TOPICS, type BlogPostSummary } from '@app/contracts';

/** A post's topics: its tags in lower case, or its category when it has no tags. */
export function topicsOf(post: BlogPostSummary): string[] {
  if (post.tags.length > 0) return post.tags.map((tag) => tag.toLowerCase());
  return post.category ? [post.category.toLowerCase()] : [];
}

/** Every distinct topic, in the order the posts bring them up. */
export function distinctTopics(posts: readonly BlogPostSummary[]): string[] {
  return [...new Set(posts.flatMap(topicsOf))];
}

/**
 * What the blog filter matches a post on, lower-cased: its topic values (tags and category) and its search text
 * (title, excerpt and tags). Written on each card of the list, so the filter can match cards it never rendered.
 */
export type PostMatchKeys = { topics: string[]; text: string[] };

export function matchKeysOf(post: BlogPostSummary): PostMatchKeys {
  const lower = (values: string[]) => values.map((value) => value.toLowerCase());
  return { topics: lower(post.category ? [...post.tags, post.category] : post.tags), text: lower([post.title, post.excerpt, ...post.tags]) };
}

/** SPEC §5: search over title, excerpt and tags, case-insensitive; the topic matches a tag or the category. */
export function matchesFilters(keys: PostMatchKeys, search: string, topic: string): boolean {
  const needle = search.trim().toLowerCase();
  return (topic === ALL_TOPICS || keys.topics.includes(topic)) && (!needle || keys.text.some((value) => value.includes(needle)));
}

export function filterPosts(posts: readonly BlogPostSummary[], search: string, topic: string): BlogPostSummary[] {
  return posts.filter((post) => matchesFilters(matchKeysOf(post), search, topic));
}

/** The card badge: the first tag, else the category, else 'Property' (SPEC §2). */
export function badgeOf(post: BlogPostSummary): string {
  return post.tags[0] ?? post.category ?? 'Property';
}
