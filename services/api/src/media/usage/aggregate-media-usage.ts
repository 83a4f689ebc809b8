import type { MediaUsage } from '@app/contracts';
import type { FoundMediaUsage, MediaUsageQuery, MediaUsageSource } from './media-usage-source';

const KIND_ORDER: Record<MediaUsage['kind'], number> = { post: 0, draft: 1, property: 2 };

function compareUsage(a: MediaUsage, b: MediaUsage): number {
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.title.localeCompare(b.title) || a.field.localeCompare(b.field);
}

function usageKey({ kind, id, field }: MediaUsage): string {
  return `${kind}:${id}:${field}`;
}

/**
 * Asks every source at once and groups what they found by media item: each queried item gets its list (empty
 * when unused), posts before drafts, by title, each place once.
 */
export async function aggregateMediaUsage(
  sources: readonly MediaUsageSource[],
  media: readonly MediaUsageQuery[],
): Promise<Map<string, MediaUsage[]>> {
  const usage = new Map<string, Map<string, MediaUsage>>(media.map(({ mediaId }) => [mediaId, new Map()]));
  if (media.length === 0) return new Map();
  const found: FoundMediaUsage[] = (await Promise.all(sources.map((source) => source.findUsages(media)))).flat();
  for (const { mediaId, ...place } of found) usage.get(mediaId)?.set(usageKey(place), place);
  return new Map([...usage].map(([mediaId, places]) => [mediaId, [...places.values()].sort(compareUsage)]));
}
