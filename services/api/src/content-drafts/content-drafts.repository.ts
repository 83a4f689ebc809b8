import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ContentDraftEntity, type MediaReferencingItem } from '@app/core';

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

  /** Drafts whose images or text mention the media library at all, with only the fields that can. */
  findReferencingMedia(pathStart: string): Promise<MediaReferencingItem[]> {
    return this.em.find(
      ContentDraftEntity,
      { $or: [{ imageUrl: { $like: `${pathStart}%` } }, { featuredImage: { $like: `${pathStart}%` } }, { content: { $like: `%${pathStart}%` } }] },
      { fields: ['id', 'title', 'imageUrl', 'featuredImage', 'content'] },
    );
  }

  async remove(draft: ContentDraftEntity): Promise<void> {
    await this.em.removeAndFlush(draft);
  }
}
