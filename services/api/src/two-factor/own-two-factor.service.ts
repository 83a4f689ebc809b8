import { BadRequestException, ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES, type RecoveryCodes, TWO_FACTOR_MESSAGES, type TwoFactorDisableInput } from '@app/contracts';
import type { UserEntity, UserTwoFactorEntity } from '@app/core';
import { AccountService } from '../account/account.service';
import { AuditLogService } from '../audit/audit-log.service';
import { countedAttempt } from '../auth/counted-attempt';
import { LoginAttemptsService } from '../auth/login-attempts.service';
import { TwoFactorRepository } from '../users/two-factor.repository';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { TotpCodes } from './totp-codes';

/**
 * A staff member's own two-factor sign-in on My Account, once it is on: turning it off and new recovery codes.
 * The password and the code count against the account's sign-in attempts (5 per 15 minutes, then 429).
 */
@Injectable()
export class OwnTwoFactorService {
  constructor(
    private readonly twoFactor: TwoFactorRepository,
    private readonly codes: TotpCodes,
    private readonly attempts: LoginAttemptsService,
    private readonly account: AccountService,
    private readonly audit: AuditLogService,
  ) {}

  /** With the password and a current code; 403 while the user's role requires two-factor sign-in. */
  async disable(user: UserEntity, input: TwoFactorDisableInput, clientAddress: string): Promise<void> {
    if (await this.twoFactor.isRequiredFor(user.role)) throw new ForbiddenException(TWO_FACTOR_MESSAGES.requiredForRole);
    const key = await this.enabledKey(user);
    await this.requirePassword(user, input.currentPassword, clientAddress);
    await this.requireCode(user, key, input.code, clientAddress);
    await this.twoFactor.remove(user.id);
    await this.audit.record({ action: 'account.two_factor_disabled', actorId: user.id, targetId: user.id, clientAddress });
  }

  /** 10 new recovery codes in place of the old ones (used or not), for a current code. */
  async regenerateRecoveryCodes(user: UserEntity, code: string, clientAddress: string): Promise<RecoveryCodes> {
    const key = await this.enabledKey(user);
    await this.requireCode(user, key, code, clientAddress);
    const recoveryCodes = newRecoveryCodes();
    await this.twoFactor.replaceRecoveryCodes(user.id, recoveryCodes.map(hashRecoveryCode));
    await this.audit.record({ action: 'account.recovery_codes_regenerated', actorId: user.id, targetId: user.id, clientAddress });
    return { recoveryCodes };
  }

  private async enabledKey(user: UserEntity): Promise<UserTwoFactorEntity> {
    const key = await this.twoFactor.find(user.id);
    if (!key?.enabledAt) throw new ConflictException(TWO_FACTOR_MESSAGES.notEnabled);
    return key;
  }

  /** Checked before the code, so a wrong password does not use up the code. */
  private async requirePassword(user: UserEntity, password: string, clientAddress: string): Promise<void> {
    const matches = await countedAttempt(this.attempts, { email: user.email, clientAddress }, () => this.account.currentPasswordMatches(user, password));
    if (matches) return;
    await this.audit.record({ action: 'account.two_factor_disable_failed', actorId: user.id, targetId: user.id, clientAddress });
    throw new BadRequestException(ACCOUNT_MESSAGES.wrongCurrentPassword);
  }

  /** An app code only: a recovery code signs in without the phone, it does not change the phone's key. */
  private async requireCode(user: UserEntity, key: UserTwoFactorEntity, code: string, clientAddress: string): Promise<void> {
    const accepted = await countedAttempt(this.attempts, { email: user.email, clientAddress }, () => this.codes.accept(key, code));
    if (accepted) return;
    await this.audit.record({ action: 'auth.two_factor_failed', actorId: user.id, targetId: user.id, clientAddress });
    throw new BadRequestException(TWO_FACTOR_MESSAGES.invalidCode);
  }
}
