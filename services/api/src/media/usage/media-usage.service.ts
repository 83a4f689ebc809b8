import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MediaUsage } from '@app/contracts';
import { MediaReferenceEntity } from '@app/core';
import { type FoundMediaUsage, groupMediaUsage } from './group-media-usage';

type Referrer = { id: string; title: string } | null;
type ReadReference = { mediaId: string; field: MediaUsage['field']; post: Referrer; draft: Referrer; property: Referrer };

/** Exactly one of post, draft and property is set (a check constraint of the table). */
function toFoundUsage({ mediaId, field, post, draft, property }: ReadReference): FoundMediaUsage[] {
  const [kind, referrer] = post ? (['post', post] as const) : draft ? (['draft', draft] as const) : (['property', property] as const);
  return referrer ? [{ mediaId, kind, id: referrer.id, title: referrer.title, field }] : [];
}

/**
 * Where media items are used, read from the media_references rows written with every post, draft and listing: one
 * indexed lookup, whatever the amount of content.
 */
@Injectable()
export class MediaUsageService {
  constructor(private readonly em: EntityManager) {}

  /** The places using each of these items, keyed by media id. */
  async usageOf(mediaIds: readonly string[]): Promise<Map<string, MediaUsage[]>> {
    if (mediaIds.length === 0) return new Map();
    const references = await this.em.find(
      MediaReferenceEntity,
      { mediaId: { $in: [...mediaIds] } },
      { populate: ['post', 'draft', 'property'], fields: ['mediaId', 'field', 'post.title', 'draft.title', 'property.title'] },
    );
    return groupMediaUsage(mediaIds, references.flatMap(toFoundUsage));
  }
}
