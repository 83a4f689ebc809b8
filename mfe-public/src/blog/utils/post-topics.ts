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

function matchesTopic(post: BlogPostSummary, topic: string): boolean {
  if (topic === ALL_TOPICS) return true;
  return [...post.tags, post.category ?? ''].some((value) => value.toLowerCase() === topic);
}

function matchesSearch(post: BlogPostSummary, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [post.title, post.excerpt, ...post.tags].some((value) => value.toLowerCase().includes(needle));
}

/** SPEC §5: search over title, excerpt and tags, case-insensitive; the topic matches a tag or the category. */
export function filterPosts(posts: readonly BlogPostSummary[], search: string, topic: string): BlogPostSummary[] {
  return posts.filter((post) => matchesTopic(post, topic) && matchesSearch(post, search));
}

/** The card badge: the first tag, else the category, else 'Property' (SPEC §2). */
export function badgeOf(post: BlogPostSummary): string {
  return post.tags[0] ?? post.category ?? 'Property';
}
