import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuditAction } from '@app/contracts';
import { AuditLogEntity } from '@app/core';

/** Who acts, from where: the signed-in staff member and their client address. */
export type Acting = { actor: { id: string }; clientAddress: string };

export type AuditEntry = {
  action: AuditAction;
  actorId?: string | null;
  targetId?: string | null;
  clientAddress?: string | null;
  details?: Record<string, unknown> | null;
};

/** Appends audit rows at once, outside any pending unit of work. */
@Injectable()
export class AuditLogService {
  constructor(private readonly em: EntityManager) {}

  /** In `em`'s transaction when one is given, so the row and the change it records are written together or not at all. */
  async record(entry: AuditEntry, em: EntityManager = this.em): Promise<void> {
    await em.insert(new AuditLogEntity(entry));
  }

  /** A staff member's action on a post or media item (`targetId`), with what names it in `details`. */
  recordContentAction(action: AuditAction, acting: Acting, targetId: string, details: Record<string, unknown>): Promise<void> {
    return this.record({ action, actorId: acting.actor.id, clientAddress: acting.clientAddress, targetId, details });
  }
}
