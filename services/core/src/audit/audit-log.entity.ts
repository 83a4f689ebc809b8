import { Entity, Index, Opt, PrimaryKey, Property } from '@mikro-orm/core';

export const AUDIT_ACTIONS = [
  'auth.login_succeeded',
  'auth.login_failed',
  'auth.logout',
  'user.created',
  'user.updated',
  'user.role_changed',
  'user.deleted',
  'enquiry.status_changed',
  'enquiry.assigned',
  'enquiry.note_added',
  'enquiry.notification_retried',
  'enquiry.replied',
  'enquiry.exported',
  'enquiries.retention_purged',
  'privacy.erased',
  'newsletter.exported',
  'queue.job_retried',
  'queue.job_removed',
  'account.profile_updated',
  'account.password_changed',
  'account.password_change_failed',
  'account.session_ended',
  'account.other_sessions_ended',
  'user.signed_out_everywhere',
  'user.reset_link_created',
  'auth.password_reset_requested',
  'auth.password_reset',
  'account.two_factor_enabled',
  'auth.two_factor_passed',
  'auth.two_factor_failed',
  'user.two_factor_reset',
  'settings.two_factor_policy_changed',
  'post.published',
  'post.updated',
  'post.unpublished',
  'post.deleted',
  'media.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Append-only record of sign-ins, account changes and content and media actions: who did what to whom, when and from where. */
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['createdAt'] })
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
