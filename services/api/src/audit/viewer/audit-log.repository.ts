import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type AuditLogFilter, isUuid } from '@app/contracts';
import { AuditLogEntity, UserEntity } from '@app/core';
import { type KeysetPage, keysetPage, type KeysetQuery } from '../../common/keyset-page';
import { containing } from '../../common/like-pattern';

type AuditFilter = FilterQuery<AuditLogEntity> & object;

/** Start of a Singapore day (YYYY-MM-DD), plus `days`. */
function singaporeDay(day: string, days = 0): Date {
  return new Date(new Date(`${day}T00:00:00+08:00`).getTime() + days * 86_400_000);
}

/** Reads the audit log for the viewer: filters, the reader's scope and the accounts named in the rows. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The filter for `filter` within `scope`: the accounts whose actions the rows must be (or, without an actor such as a
   * failed sign-in, whose account they are about), or null for every row.
   */
  async filterFor(filter: AuditLogFilter, scope: string[] | null): Promise<AuditFilter> {
    const parts: AuditFilter[] = [];
    if (scope) parts.push({ $or: [{ actorId: { $in: scope } }, { actorId: null, targetId: { $in: scope } }] });
    if (filter.action) parts.push({ action: filter.action as AuditLogEntity['action'] });
    if (filter.actor) parts.push({ actorId: { $in: await this.accountsMatching(filter.actor) } });
    if (filter.target) parts.push({ targetId: { $in: isUuid(filter.target) ? [filter.target] : await this.accountsMatching(filter.target) } });
    if (filter.from) parts.push({ createdAt: { $gte: singaporeDay(filter.from) } });
    if (filter.to) parts.push({ createdAt: { $lt: singaporeDay(filter.to, 1) } });
    return parts.length ? { $and: parts } : {};
  }

  /** A page of rows, newest first, by keyset, and their total capped at TOTAL_COUNT_CAP (keysetPage). */
  page(where: AuditFilter, page: KeysetQuery): Promise<KeysetPage<AuditLogEntity>> {
    return keysetPage(this.em, { entity: AuditLogEntity, sortedBy: 'createdAt', where }, page);
  }

  matching(where: AuditFilter, limit: number): Promise<AuditLogEntity[]> {
    return this.em.find(AuditLogEntity, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  /** Ids of the content managers: the accounts an admin manages (SPEC §6 edit rule). */
  async contentManagerIds(): Promise<string[]> {
    return (await this.em.find(UserEntity, { role: 'content_manager' }, { fields: ['id'] })).map((user) => user.id);
  }

  /** Usernames of the accounts among `ids`, by id. */
  async usernames(ids: string[]): Promise<Map<string, string>> {
    const users = await this.em.find(UserEntity, { id: { $in: ids.filter(isUuid) } }, { fields: ['id', 'username'] });
    return new Map(users.map((user) => [user.id, user.username]));
  }

  private async accountsMatching(text: string): Promise<string[]> {
    const users = await this.em.find(
      UserEntity,
      { $or: [{ username: { $ilike: containing(text) } }, { email: { $ilike: containing(text) } }] },
      { fields: ['id'] },
    );
    return users.map((user) => user.id);
  }
}
