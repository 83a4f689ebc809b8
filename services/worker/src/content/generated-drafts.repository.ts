import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ContentType, EDITORIAL_AUTHOR } from '@app/contracts';
import { ContentDraftEntity } from '@app/core';
import type { WrittenDraft } from '../ai/article-writer';

/** Stores what the writer composed as a new draft, marked AI generated, for staff to review. */
@Injectable()
export class GeneratedDraftsRepository {
  constructor(private readonly em: EntityManager) {}

  async saveGenerated(written: WrittenDraft, contentType: ContentType, requestedBy: string | null): Promise<ContentDraftEntity> {
    const draft = new ContentDraftEntity({
      title: written.title,
      content: written.content,
      author: EDITORIAL_AUTHOR,
      contentType,
      status: 'draft',
      tags: written.tags,
      imageUrl: written.imageUrl,
      featuredImage: null,
      scheduledFor: null,
      isAutomated: true,
      reviewedBy: requestedBy,
    });
    await this.em.persistAndFlush(draft);
    return draft;
  }
}
