import { MAX_TAGS, TAG_CHOICES } from '@app/contracts';

const FALLBACK_TAGS = ['Property'];

/** The writer's tags mapped onto the editor's tag choices (ignoring case), at most MAX_TAGS, never none. */
export function pickArticleTags(suggested: readonly string[]): string[] {
  const byLowerCase = new Map(TAG_CHOICES.map((tag) => [tag.toLowerCase(), tag as string]));
  const tags = [...new Set(suggested.map((tag) => byLowerCase.get(tag.trim().toLowerCase())).filter((tag): tag is string => tag !== undefined))];
  return tags.length ? tags.slice(0, MAX_TAGS) : FALLBACK_TAGS;
}
