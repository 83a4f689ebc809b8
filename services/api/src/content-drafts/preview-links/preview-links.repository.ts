import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ContentDraftEntity, ContentPreviewLinkEntity, type ContentPreviewLinkFields } from '@app/core';

/** Storage of drafts' preview links. */
@Injectable()
export class PreviewLinksRepository {
  constructor(private readonly em: EntityManager) {}

  /** The links still open, newest first. */
  listOpen(draftId: string, now: Date): Promise<ContentPreviewLinkEntity[]> {
    return this.em.find(ContentPreviewLinkEntity, { draftId, revokedAt: null, expiresAt: { $gt: now } }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  async create(fields: ContentPreviewLinkFields): Promise<ContentPreviewLinkEntity> {
    const link = new ContentPreviewLinkEntity(fields);
    await this.em.persistAndFlush(link);
    return link;
  }

  findOne(draftId: string, id: string): Promise<ContentPreviewLinkEntity | null> {
    return this.em.findOne(ContentPreviewLinkEntity, { id, draftId });
  }

  findByTokenHash(tokenHash: string): Promise<ContentPreviewLinkEntity | null> {
    return this.em.findOne(ContentPreviewLinkEntity, { tokenHash });
  }

  findDraft(id: string): Promise<ContentDraftEntity | null> {
    return this.em.findOne(ContentDraftEntity, { id });
  }

  async revoke(link: ContentPreviewLinkEntity, now: Date): Promise<void> {
    link.revokedAt ??= now;
    await this.em.flush();
  }

  async removeAll(draftId: string): Promise<void> {
    await this.em.nativeDelete(ContentPreviewLinkEntity, { draftId });
  }
}
