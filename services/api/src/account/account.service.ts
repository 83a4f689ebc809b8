import { BadRequestException, Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES, type ChangePasswordInput } from '@app/contracts';
import type { UserEntity } from '@app/core';
import { AuditLogService } from '../audit/audit-log.service';
import { countedAttempt } from '../auth/counted-attempt';
import { LoginAttemptsService } from '../auth/login-attempts.service';
import { PasswordHasher } from '../users/password-hasher';
import { UserSessionsRepository } from '../users/user-sessions.repository';
import { UsersRepository } from '../users/users.repository';

/** A signed-in staff member's own password (their name and username: UsersService.updateOwnProfile). */
@Injectable()
export class AccountService {
  constructor(
    private readonly repository: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttemptsService,
    private readonly audit: AuditLogService,
    private readonly sessions: UserSessionsRepository,
  ) {}

  /**
   * Checks the current password against the account's sign-in attempts (a stolen session cannot guess it faster
   * than the login form), then stores the new one and raises the session version: every other session ends.
   */
  async changePassword(
    user: UserEntity,
    input: ChangePasswordInput,
    { sessionId, clientAddress }: { sessionId: string; clientAddress: string },
  ): Promise<void> {
    const matches = await countedAttempt(this.attempts, { email: user.email, clientAddress }, () => this.currentPasswordMatches(user, input.currentPassword));
    if (!matches) {
      await this.audit.record({ action: 'account.password_change_failed', actorId: user.id, targetId: user.id, clientAddress });
      throw new BadRequestException(ACCOUNT_MESSAGES.wrongCurrentPassword);
    }
    user.passwordHash = await this.hasher.hash(input.newPassword);
    user.sessionVersion += 1;
    await this.repository.save(user);
    await this.sessions.endAllExcept(user.id, sessionId);
    await this.audit.record({ action: 'account.password_changed', actorId: user.id, targetId: user.id, clientAddress });
  }

  /** Whether `password` is the account's current one (not counted: callers count it as a sign-in attempt). */
  async currentPasswordMatches(user: UserEntity, password: string): Promise<boolean> {
    const withHash = await this.repository.findByEmailWithHash(user.email);
    return withHash?.passwordHash ? this.hasher.verify(withHash.passwordHash, password) : false;
  }
}
