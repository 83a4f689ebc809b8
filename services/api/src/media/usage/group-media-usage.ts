import type { MediaUsage } from '@app/contracts';

/** One place where a media item is used. */
export type FoundMediaUsage = MediaUsage & { mediaId: string };

const KIND_ORDER: Record<MediaUsage['kind'], number> = { post: 0, draft: 1, property: 2 };

function compareUsage(a: MediaUsage, b: MediaUsage): number {
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.title.localeCompare(b.title) || a.field.localeCompare(b.field);
}

/**
 * Groups the places found by media item: each asked-for item gets its list (empty when unused), posts before drafts
 * before listings, by title.
 */
export function groupMediaUsage(mediaIds: readonly string[], found: readonly FoundMediaUsage[]): Map<string, MediaUsage[]> {
  const usage = new Map<string, MediaUsage[]>(mediaIds.map((mediaId) => [mediaId, []]));
  for (const { mediaId, ...place } of found) usage.get(mediaId)?.push(place);
  return new Map([...usage].map(([mediaId, places]) => [mediaId, places.sort(compareUsage)]));
}
