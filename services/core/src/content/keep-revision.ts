import type { EntityManager } from '@mikro-orm/postgresql';
import type { RevisionSource } from '@app/contracts';
import type { UserEntity } from '../users/user.entity';
import type { ContentDraftEntity } from './content-draft.entity';
import { ContentRevisionEntity } from './content-revision.entity';

/** Who made a revision, as the history shows it; null for the AI writer. */
export type RevisionAuthor = Pick<UserEntity, 'id' | 'username' | 'fullName'> | null;

/**
 * Keeps the draft's title and text as they are now as a revision, in the caller's transaction (flushed with it),
 * for the API's saves and publishes and the worker's scheduled publishes alike. Consecutive autosaves by one
 * person collapse into the latest one.
 */
export async function keepRevision(em: EntityManager, draft: ContentDraftEntity, source: RevisionSource, author: RevisionAuthor): Promise<void> {
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
