import type { BlogPostSummary } from '@app/contracts';

/** The card badge: the first tag, else the category, else 'Property' (SPEC §2). */
export function badgeOf(post: BlogPostSummary): string {
  return post.tags[0] ?? post.category ?? 'Property';
}
