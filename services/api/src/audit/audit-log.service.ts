import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type AuditAction, AuditLogEntity } from '@app/core';

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

  async record(entry: AuditEntry): Promise<void> {
    await this.em.insert(new AuditLogEntity(entry));
  }
}
