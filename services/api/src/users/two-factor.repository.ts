import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type AccountRole, isStaffRole, type Role } from '@app/contracts';
import { TwoFactorRecoveryCodeEntity, TwoFactorRequiredRoleEntity, UserEntity, UserTwoFactorEntity } from '@app/core';

/** Storage of two-factor secrets (encrypted) and recovery code hashes. */
@Injectable()
export class TwoFactorRepository {
  constructor(private readonly em: EntityManager) {}

  find(userId: string): Promise<UserTwoFactorEntity | null> {
    return this.em.findOne(UserTwoFactorEntity, { user: userId });
  }

  async isEnabled(userId: string): Promise<boolean> {
    return (await this.em.count(UserTwoFactorEntity, { user: userId, enabledAt: { $ne: null } })) > 0;
  }

  /** A new, unconfirmed key for the user, replacing any unconfirmed one. */
  async startEnrolment(userId: string, secretEncrypted: string): Promise<void> {
    await this.em.nativeDelete(UserTwoFactorEntity, { user: userId, enabledAt: null });
    await this.em.insert(new UserTwoFactorEntity({ user: this.em.getReference(UserEntity, userId, { wrapped: true }), secretEncrypted }));
  }

  /**
   * Records `step` as the time step of the last code accepted with the user's key, unless a code of that step or a later
   * one was accepted before; false then. One conditional UPDATE, so of two requests with the same code only one wins.
   */
  async claimTimeStep(userId: string, step: number): Promise<boolean> {
    const claimable = { user: userId, $or: [{ lastTimeStep: null }, { lastTimeStep: { $lt: step } }] };
    return (await this.em.nativeUpdate(UserTwoFactorEntity, claimable, { lastTimeStep: step })) > 0;
  }

  /** Turns the key on with its recovery codes, in one transaction. */
  async enable(userId: string, codeHashes: string[]): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(UserTwoFactorEntity, { user: userId }, { enabledAt: new Date() });
      await this.storeRecoveryCodes(em, userId, codeHashes);
    });
  }

  /** New recovery codes in place of all the old ones, used or not. */
  async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
    await this.em.transactional((em) => this.storeRecoveryCodes(em, userId, codeHashes));
  }

  /** Marks an unused recovery code used; false when there is none (a code works once). */
  async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    return (await this.em.nativeUpdate(TwoFactorRecoveryCodeEntity, { user: userId, codeHash, usedAt: null }, { usedAt: new Date() })) > 0;
  }

  /** Removes the key and the recovery codes: the user signs in with the password alone until they enrol again. */
  async remove(userId: string): Promise<number> {
    await this.em.nativeDelete(TwoFactorRecoveryCodeEntity, { user: userId });
    return this.em.nativeDelete(UserTwoFactorEntity, { user: userId });
  }

  /** Whether members of `role` must use two-factor sign-in (never tenants: they sign in by mailed link only). */
  async isRequiredFor(role: AccountRole): Promise<boolean> {
    if (!isStaffRole(role)) return false;
    return (await this.em.count(TwoFactorRequiredRoleEntity, { role })) > 0;
  }

  async requiredRoles(): Promise<Role[]> {
    return (await this.em.find(TwoFactorRequiredRoleEntity, {}, { orderBy: { role: 'asc' } })).map((row) => row.role);
  }

  async setRequiredRoles(roles: Role[]): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.nativeDelete(TwoFactorRequiredRoleEntity, {});
      if (roles.length > 0) await em.insertMany(roles.map((role) => new TwoFactorRequiredRoleEntity(role)));
    });
  }

  /** Whether the user's role requires two-factor sign-in and they have not set it up. */
  async setupRequired(user: UserEntity): Promise<boolean> {
    if (!(await this.isRequiredFor(user.role))) return false;
    return !(await this.isEnabled(user.id));
  }

  private async storeRecoveryCodes(em: EntityManager, userId: string, codeHashes: string[]): Promise<void> {
    await em.nativeDelete(TwoFactorRecoveryCodeEntity, { user: userId });
    const user = em.getReference(UserEntity, userId, { wrapped: true });
    await em.insertMany(codeHashes.map((codeHash) => new TwoFactorRecoveryCodeEntity({ user, codeHash })));
  }
}
