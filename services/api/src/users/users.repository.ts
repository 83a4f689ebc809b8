import { EntityManager, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { UserEntity } from '@app/core';

/** Storage of staff accounts. */
@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  list(): Promise<UserEntity[]> {
    return this.em.find(UserEntity, {}, { orderBy: { createdAt: 'asc', username: 'asc' } });
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.em.findOne(UserEntity, { id });
  }

  /** With the (lazy) password hash loaded, for sign-in. */
  findByEmailWithHash(email: string): Promise<UserEntity | null> {
    return this.em.findOne(UserEntity, { email: email.toLowerCase() }, { populate: ['passwordHash'] });
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
