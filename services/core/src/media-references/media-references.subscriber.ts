import { type ChangeSet, ChangeSetType, type EntityManager, type EventSubscriber, type FlushEventArgs, FlushMode } from '@mikro-orm/core';
import type { MediaUsage } from '@app/contracts';
import { MediaReferenceEntity } from './media-reference.entity';
import { type MediaReferrer, type ReferrerEntity, referrerOf } from './media-referrers';

/** A saved referrer, and the usage fields whose source this flush writes (all of them for a new one). */
type SavedReferrer = { referrer: MediaReferrer; entity: ReferrerEntity; isNew: boolean; fields: Set<MediaUsage['field']> };
type ReferrerRelation = Partial<Pick<MediaReferenceEntity, MediaReferrer['kind']>>;

/**
 * A post, draft or listing this flush creates, or updates in a field that can hold media. Only written fields count,
 * so an entity loaded without its body never loses the body's rows.
 */
function savedReferrer(changeSet: ChangeSet<object>): SavedReferrer[] {
  const referrer = referrerOf(changeSet.entity);
  if (!referrer || (changeSet.type !== ChangeSetType.CREATE && changeSet.type !== ChangeSetType.UPDATE)) return [];
  const isNew = changeSet.type === ChangeSetType.CREATE;
  const sources = Object.entries(referrer.sourceFields) as [MediaUsage['field'], string][];
  const fields = new Set(sources.filter(([, source]) => isNew || source in changeSet.payload).map(([field]) => field));
  return fields.size === 0 ? [] : [{ referrer, entity: changeSet.entity as ReferrerEntity, isNew, fields }];
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
    for (const { referrer, entity, fields } of saved) {
      const written = referrer.referencedMedia(entity).filter((reference) => fields.has(reference.field));
      const wanted = new Map(written.map((reference) => [referenceKey(reference.mediaId, reference.field), reference]));
      for (const row of current.filter((reference) => reference[referrer.kind] === entity && fields.has(reference.field))) {
        if (!wanted.delete(referenceKey(row.mediaId, row.field))) uow.computeChangeSet(row, ChangeSetType.DELETE);
      }
      for (const { mediaId, field } of wanted.values()) {
        const relation: ReferrerRelation = { [referrer.kind]: entity };
        uow.computeChangeSet(new MediaReferenceEntity({ mediaId, field, ...relation }));
      }
    }
  }
}
