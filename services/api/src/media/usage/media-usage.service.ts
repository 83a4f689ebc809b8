import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MediaUsage } from '@app/contracts';
import { type FoundMediaUsage, groupMediaUsage } from './group-media-usage';

type UsageRow = { media_id: string; kind: MediaUsage['kind']; id: string; title: string; field: MediaUsage['field'] };

/** Each media_references row with its referrer's kind, id and title (exactly one of post, draft and listing is set). */
const USAGE_OF_MEDIA = `
  select r.media_id, r.field,
    case when r.post_id is not null then 'post' when r.draft_id is not null then 'draft' else 'property' end as kind,
    coalesce(r.post_id, r.draft_id, r.property_id) as id,
    coalesce(post.title, draft.title, listing.title) as title
  from media_references r
    left join blog_posts post on post.id = r.post_id
    left join content_drafts draft on draft.id = r.draft_id
    left join properties listing on listing.id = r.property_id
  where r.media_id in (?)`;

function toFoundUsage({ media_id: mediaId, kind, id, title, field }: UsageRow): FoundMediaUsage {
  return { mediaId, kind, id, title, field };
}

/**
 * Where media items are used, read from the media_references rows written with every post, draft and listing: an
 * indexed lookup by media id, whatever the amount of content. Plain rows: hydrating entities cost more than the query.
 */
@Injectable()
export class MediaUsageService {
  constructor(private readonly em: EntityManager) {}

  /** The places using each of these items, keyed by media id. */
  async usageOf(mediaIds: readonly string[]): Promise<Map<string, MediaUsage[]>> {
    if (mediaIds.length === 0) return new Map();
    const rows = await this.em.getConnection().execute<UsageRow[]>(USAGE_OF_MEDIA, [[...mediaIds]], 'all', this.em.getTransactionContext());
    return groupMediaUsage(mediaIds, rows.map(toFoundUsage));
  }
}
