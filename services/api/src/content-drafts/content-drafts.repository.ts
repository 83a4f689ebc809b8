import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ContentDraftListQuery } from '@app/contracts';
import { ContentDraftEntity } from '@app/core';
import { containing } from '../common/like-pattern';

/** Storage of content drafts. */
@Injectable()
export class ContentDraftsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * One page of the drafts matching the title search, status and content type, most recently changed first, and how
   * many match (indexes `content_drafts_updated_at_id_index`, `content_drafts_status_updated_at_id_index` and
   * `content_drafts_content_type_status_updated_at_id_index`).
   */
  page({ q, status, contentType, page, pageSize }: ContentDraftListQuery): Promise<[ContentDraftEntity[], number]> {
    const filter: FilterQuery<ContentDraftEntity> = {
      ...(status ? { status } : {}),
      ...(contentType ? { contentType } : {}),
      ...(q ? { title: { $ilike: containing(q) } } : {}),
    };
    return this.em.findAndCount(ContentDraftEntity, filter, {
      orderBy: { updatedAt: 'desc', id: 'asc' },
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
  }

  findById(id: string): Promise<ContentDraftEntity | null> {
    return this.em.findOne(ContentDraftEntity, { id });
  }

  /** The draft a create with this key made, as the database holds it now. */
  findByCreationKey(creationKey: string): Promise<ContentDraftEntity | null> {
    return this.em.fork().findOne(ContentDraftEntity, { creationKey });
  }

  /** The draft as the database holds it now, whatever this request loaded before. */
  findFresh(id: string): Promise<ContentDraftEntity | null> {
    return this.em.fork().findOne(ContentDraftEntity, { id });
  }

  async remove(draft: ContentDraftEntity): Promise<void> {
    await this.em.removeAndFlush(draft);
  }
}
