import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PreviewLinkListQuery } from '@app/contracts';
import { ContentDraftEntity, ContentPreviewLinkEntity, type ContentPreviewLinkFields } from '@app/core';

/** Storage of drafts' preview links. */
@Injectable()
export class PreviewLinksRepository {
  constructor(private readonly em: EntityManager) {}

  /** One page of the links still open, newest first, and how many are open. */
  pageOpen(draftId: string, now: Date, { page, pageSize }: PreviewLinkListQuery): Promise<[ContentPreviewLinkEntity[], number]> {
    return this.em.findAndCount(
      ContentPreviewLinkEntity,
      { draftId, revokedAt: null, expiresAt: { $gt: now } },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit: pageSize, offset: (page - 1) * pageSize },
    );
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
