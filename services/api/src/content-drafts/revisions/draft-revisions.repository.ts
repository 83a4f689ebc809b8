import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { RevisionListQuery, RevisionSource } from '@app/contracts';
import { ContentDraftEntity, ContentRevisionEntity, keepRevision, type RevisionAuthor } from '@app/core';

/** Storage of drafts' revisions, and the versioned save that writes a draft and its revision together. */
@Injectable()
export class DraftRevisionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** One page of the draft's revisions, newest first, and how many it has. */
  page(draftId: string, { page, pageSize }: RevisionListQuery): Promise<[ContentRevisionEntity[], number]> {
    return this.em.findAndCount(
      ContentRevisionEntity,
      { draftId },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit: pageSize, offset: (page - 1) * pageSize },
    );
  }

  findOne(draftId: string, id: string): Promise<ContentRevisionEntity | null> {
    return this.em.findOne(ContentRevisionEntity, { id, draftId });
  }

  /**
   * Writes the draft's changes as its next version, with a revision of its title and text, in one transaction:
   * false, and nothing written, when another save took that version first.
   */
  saveNextVersion(draft: ContentDraftEntity, source: RevisionSource, author: RevisionAuthor): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const taken = await em.nativeUpdate(ContentDraftEntity, { id: draft.id, version: draft.version }, { version: draft.version + 1 });
      if (taken === 0) return false;
      draft.version += 1;
      em.persist(draft);
      await keepRevision(em, draft, source, author);
      return true;
    });
  }

  /** Inserts a new draft and its first revision in one transaction (a taken creation key fails both). */
  async saveNew(draft: ContentDraftEntity, source: RevisionSource, author: RevisionAuthor): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.persistAndFlush(draft);
      await keepRevision(em, draft, source, author);
    });
  }

  async removeAll(draftId: string): Promise<void> {
    await this.em.nativeDelete(ContentRevisionEntity, { draftId });
  }
}
