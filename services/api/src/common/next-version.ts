import type { EntityManager, EntityName } from '@mikro-orm/postgresql';
import { ConflictException } from '@nestjs/common';

/** A record staff edit in a form that sends back the version it loaded (`baseVersionField` in the contracts). */
export type Versioned = { id: string; version: number };

/** The version an edit started from, and what to answer when someone else's save raised it first. */
export type VersionCheck = { from: number; staleMessage: string };

/** The 409 of a save based on a version someone else has saved over since: `stale` tells the form to offer a reload. */
export function staleSave(message: string): ConflictException {
  return new ConflictException({ message, stale: true });
}

/** The check of an edit from `version` (the record's own when the form sent none); 409 `stale` at once if it is not the record's now. */
export function versionCheckOf(record: Versioned, version: number | undefined, staleMessage: string): VersionCheck {
  const check = { from: version ?? record.version, staleMessage };
  if (check.from !== record.version) throw staleSave(staleMessage);
  return check;
}

/**
 * Raises the record's version from `check.from` inside the save's transaction, so two saves of the same version cannot
 * both pass: the other one throws the 409 `stale`, which rolls its transaction back (returning would flush its changes).
 */
export async function takeNextVersion<T extends Versioned>(em: EntityManager, entity: EntityName<T>, record: T, check: VersionCheck): Promise<void> {
  const taken = await em.nativeUpdate(entity, { id: record.id, version: check.from } as never, { version: check.from + 1 } as never);
  if (taken === 0) throw staleSave(check.staleMessage);
  record.version = check.from + 1;
}
