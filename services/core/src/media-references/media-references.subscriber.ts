import { type ChangeSet, ChangeSetType, type EntityManager, type EventSubscriber, type FlushEventArgs, FlushMode } from '@mikro-orm/core';
import { MediaReferenceEntity } from './media-reference.entity';
import { type MediaReferrer, type ReferrerEntity, referrerOf } from './media-referrers';

type SavedReferrer = { referrer: MediaReferrer; entity: ReferrerEntity; isNew: boolean };
type ReferrerRelation = Partial<Pick<MediaReferenceEntity, MediaReferrer['kind']>>;

/** A post, draft or listing this flush creates, or updates in a field that can hold media. */
function savedReferrer(changeSet: ChangeSet<object>): SavedReferrer[] {
  const referrer = referrerOf(changeSet.entity);
  if (!referrer) return [];
  const entity = changeSet.entity as ReferrerEntity;
  if (changeSet.type === ChangeSetType.CREATE) return [{ referrer, entity, isNew: true }];
  const touchesMedia = changeSet.type === ChangeSetType.UPDATE && referrer.sourceFields.some((field) => field in changeSet.payload);
  return touchesMedia ? [{ referrer, entity, isNew: false }] : [];
}

function referenceKey(mediaId: string, field: string): string {
  return `${mediaId}:${field}`;
}

/** The rows written so far for these saved referrers (none for new ones), read without flushing again. */
function currentReferences(em: EntityManager, saved: SavedReferrer[]): Promise<MediaReferenceEntity[]> {
  const updated = saved.filter(({ isNew }) => !isNew).map(({ referrer, entity }) => ({ [referrer.kind]: entity }));
  return updated.length === 0 ? Promise.resolve([]) : em.find(MediaReferenceEntity, { $or: updated }, { flushMode: FlushMode.COMMIT });
}

/**
 * Keeps media_references true in the very flush that saves a post, draft or listing, whoever saves it (API, worker,
 * seeders): rows the saved fields no longer name are deleted, new ones inserted. Deleting the referrer deletes its rows
 * through the foreign keys, so native deletes are covered too.
 */
export class MediaReferencesSubscriber implements EventSubscriber {
  async onFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const saved = uow.getChangeSets().flatMap(savedReferrer);
    if (saved.length === 0) return;
    const current = await currentReferences(em, saved);
    for (const { referrer, entity } of saved) {
      const wanted = new Map(referrer.referencedMedia(entity).map((reference) => [referenceKey(reference.mediaId, reference.field), reference]));
      for (const row of current.filter((reference) => reference[referrer.kind] === entity)) {
        if (!wanted.delete(referenceKey(row.mediaId, row.field))) uow.computeChangeSet(row, ChangeSetType.DELETE);
      }
      for (const { mediaId, field } of wanted.values()) {
        const relation: ReferrerRelation = { [referrer.kind]: entity };
        uow.computeChangeSet(new MediaReferenceEntity({ mediaId, field, ...relation }));
      }
    }
  }
}
