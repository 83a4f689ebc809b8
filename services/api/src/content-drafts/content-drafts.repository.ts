import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ContentDraftEntity } from '@app/core';

/** Storage of content drafts. */
@Injectable()
export class ContentDraftsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Most recently changed first. */
  list(): Promise<ContentDraftEntity[]> {
    return this.em.find(ContentDraftEntity, {}, { orderBy: { updatedAt: 'desc', id: 'asc' } });
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
