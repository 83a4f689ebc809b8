import { Injectable } from '@nestjs/common';
import {
  AUDIT_ACTIONS,
  AUDIT_EXPORT_LIMIT,
  type AuditEntry,
  auditActionLabel,
  type AuditLogFilter,
  type AuditLogPage,
  type AuditLogQuery,
} from '@app/contracts';
import type { AuditLogEntity, UserEntity } from '@app/core';
import { csvFile } from '../../common/csv-file';
import { AuditLogRepository } from './audit-log.repository';

/** Action keeps the stored name (stable for scripts and the viewer's filter); Action description is what the viewer shows. */
const CSV_HEADER = ['Time (UTC)', 'Action', 'Action description', 'Actor', 'Actor ID', 'Target', 'Target ID', 'Client address', 'Details'];

/**
 * The audit log as its readers may see it: super admins every row; admins the rows whose actor or target is a
 * content manager, the only accounts SPEC §6 lets them edit.
 */
@Injectable()
export class AuditLogViewerService {
  constructor(private readonly log: AuditLogRepository) {}

  async page(query: AuditLogQuery, reader: UserEntity): Promise<AuditLogPage> {
    const where = await this.log.filterFor(query, await this.scopeOf(reader));
    const { items, ...page } = await this.log.page(where, query);
    return { items: await this.entries(items), ...page, pageSize: query.pageSize, actions: [...AUDIT_ACTIONS].sort() };
  }

  /** Every matching row, newest first, up to AUDIT_EXPORT_LIMIT, as CSV. */
  async csv(filter: AuditLogFilter, reader: UserEntity): Promise<string> {
    const rows = await this.log.matching(await this.log.filterFor(filter, await this.scopeOf(reader)), AUDIT_EXPORT_LIMIT);
    const entries = await this.entries(rows);
    return csvFile(
      CSV_HEADER,
      entries.map((entry) => [
        entry.createdAt,
        entry.action,
        auditActionLabel(entry.action),
        entry.actor?.username ?? '',
        entry.actor?.id ?? '',
        entry.targetUsername ?? '',
        entry.targetId ?? '',
        entry.clientAddress ?? '',
        entry.details ? JSON.stringify(entry.details) : '',
      ]),
    );
  }

  private async scopeOf(reader: UserEntity): Promise<string[] | null> {
    return reader.role === 'super_admin' ? null : this.log.contentManagerIds();
  }

  private async entries(rows: AuditLogEntity[]): Promise<AuditEntry[]> {
    const usernames = await this.log.usernames(rows.flatMap((row) => [row.actorId, row.targetId]).filter((id): id is string => id !== null));
    return rows.map((row) => ({
      id: String(row.id),
      action: row.action,
      createdAt: row.createdAt.toISOString(),
      actor: row.actorId ? { id: row.actorId, username: usernames.get(row.actorId) ?? null } : null,
      targetId: row.targetId,
      targetUsername: row.targetId ? (usernames.get(row.targetId) ?? null) : null,
      clientAddress: row.clientAddress,
      details: row.details,
    }));
  }
}
