import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { RevisionSource } from '@app/contracts';
import { ContentDraftEntity, ContentRevisionEntity, type UserEntity } from '@app/core';

/** Who made a revision, as the history shows it. */
export type RevisionAuthor = Pick<UserEntity, 'id' | 'username' | 'fullName'> | null;

/** Storage of drafts' revisions, and the versioned save that writes a draft and its revision together. */
@Injectable()
export class DraftRevisionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first. */
  list(draftId: string): Promise<ContentRevisionEntity[]> {
    return this.em.find(ContentRevisionEntity, { draftId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
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
      await this.keep(em, draft, source, author);
      return true;
    });
  }

  /** Keeps the draft's title and text as they are now; one for a new draft, or when it goes live. */
  async record(draft: ContentDraftEntity, source: RevisionSource, author: RevisionAuthor): Promise<void> {
    await this.em.transactional((em) => this.keep(em, draft, source, author));
  }

  async removeAll(draftId: string): Promise<void> {
    await this.em.nativeDelete(ContentRevisionEntity, { draftId });
  }

  /** Consecutive autosaves by one person collapse into the latest one. */
  private async keep(em: EntityManager, draft: ContentDraftEntity, source: RevisionSource, author: RevisionAuthor): Promise<void> {
    const fields = { draftVersion: draft.version, title: draft.title, content: draft.content, createdAt: new Date() };
    const latest = await em.findOne(ContentRevisionEntity, { draftId: draft.id }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    if (source === 'autosave' && latest?.source === 'autosave' && latest.createdById === (author?.id ?? null)) {
      em.assign(latest, fields);
      return;
    }
    em.persist(
      Object.assign(
        new ContentRevisionEntity({
          ...fields,
          draftId: draft.id,
          source,
          createdById: author?.id ?? null,
          createdByName: author ? (author.fullName ?? author.username) : null,
        }),
        { createdAt: fields.createdAt },
      ),
    );
  }
}
