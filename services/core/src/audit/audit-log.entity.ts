import { Entity, Index, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { AuditAction } from '@app/contracts';

/** Append-only record of sign-ins, account changes and content and media actions: who did what to whom, when and from where. */
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['createdAt', 'id'] })
@Index({ properties: ['actorId'] })
@Index({ properties: ['targetId'] })
export class AuditLogEntity {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string & Opt;

  @Property({ type: 'string', length: 40 })
  action: AuditAction;

  @Property({ type: 'uuid', nullable: true })
  actorId: string | null;

  @Property({ type: 'uuid', nullable: true })
  targetId: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  clientAddress: string | null;

  @Property({ type: 'json', nullable: true })
  details: Record<string, unknown> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  constructor(fields: {
    action: AuditAction;
    actorId?: string | null;
    targetId?: string | null;
    clientAddress?: string | null;
    details?: Record<string, unknown> | null;
  }) {
    this.action = fields.action;
    this.actorId = fields.actorId ?? null;
    this.targetId = fields.targetId ?? null;
    this.clientAddress = fields.clientAddress ?? null;
    this.details = fields.details ?? null;
  }
}
