import { EntityManager, type FilterQuery, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ROLES, type UserListQuery } from '@app/contracts';
import { USER_SEARCH_TEXT, UserEntity } from '@app/core';
import { containing } from '../common/like-pattern';

/** Storage of staff accounts: tenants' accounts (role `tenant`) are never found here. */
@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  /** One page of the accounts matching the search and role, newest first (a new account tops the list), and how many match. */
  page({ q, role, page, pageSize }: UserListQuery): Promise<[UserEntity[], number]> {
    const filter: FilterQuery<UserEntity> = {
      role: role ?? { $in: [...ROLES] },
      // Username, full name or e-mail, through the trigram index (users_search_index).
      ...(q ? { [raw(`(${USER_SEARCH_TEXT})`)]: { $ilike: containing(q) } } : {}),
    };
    return this.em.findAndCount(UserEntity, filter, {
      orderBy: { createdAt: 'desc', username: 'asc', id: 'asc' },
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.em.findOne(UserEntity, { id, role: { $in: [...ROLES] } });
  }

  /** Active staff accounts, by username: whom requests and enquiries can be assigned to. */
  activeStaff(): Promise<UserEntity[]> {
    return this.em.find(UserEntity, { isActive: true, role: { $in: [...ROLES] } }, { orderBy: { username: 'asc' } });
  }

  findActiveStaff(id: string): Promise<UserEntity | null> {
    return this.em.findOne(UserEntity, { id, isActive: true, role: { $in: [...ROLES] } });
  }

  /** With the (lazy) password hash loaded, for sign-in and the password reset: staff accounts only. */
  findByEmailWithHash(email: string): Promise<UserEntity | null> {
    return this.em.findOne(UserEntity, { email: email.toLowerCase(), role: { $in: [...ROLES] } }, { populate: ['passwordHash'] });
  }

  /** Another account already using this username (ignoring case), if any. */
  usernameTaken(username: string, exceptId?: string): Promise<boolean> {
    return this.exists({ [raw('lower(username)')]: username.toLowerCase() }, exceptId);
  }

  emailTaken(email: string, exceptId?: string): Promise<boolean> {
    return this.exists({ email: email.toLowerCase() }, exceptId);
  }

  countActiveSuperAdmins(exceptId: string): Promise<number> {
    return this.em.count(UserEntity, { role: 'super_admin', isActive: true, id: { $ne: exceptId } });
  }

  count(): Promise<number> {
    return this.em.count(UserEntity);
  }

  async save(user: UserEntity): Promise<UserEntity> {
    await this.em.persistAndFlush(user);
    return user;
  }

  async remove(user: UserEntity): Promise<void> {
    await this.em.removeAndFlush(user);
  }

  private async exists(where: object, exceptId?: string): Promise<boolean> {
    const filter = exceptId ? { ...where, id: { $ne: exceptId } } : where;
    return (await this.em.count(UserEntity, filter)) > 0;
  }
}
