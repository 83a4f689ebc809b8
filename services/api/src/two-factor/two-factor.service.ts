import { BadRequestException, ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import {
  type Actor,
  type RecoveryCodes,
  type Role,
  TWO_FACTOR_MESSAGES,
  type TwoFactorPolicy,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { AuditLogService } from '../audit/audit-log.service';
import { countedAttempt } from '../auth/counted-attempt';
import { LoginAttemptsService } from '../auth/login-attempts.service';
import { TwoFactorRepository } from '../users/two-factor.repository';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { qrCodeDataUrl } from './qr-code';
import { totp } from './totp';
import { TotpCodes } from './totp-codes';
import { TotpSecretCipher } from './totp-secret-cipher';

const ISSUER = 'Harbourline Admin';

type Acting = { actor: Actor; clientAddress: string };

/** Two-factor sign-in: enrolment, the second step at sign-in, and an admin's reset. */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly twoFactor: TwoFactorRepository,
    private readonly cipher: TotpSecretCipher,
    private readonly codes: TotpCodes,
    private readonly attempts: LoginAttemptsService,
    private readonly users: UsersRepository,
    private readonly accounts: UsersService,
    private readonly audit: AuditLogService,
  ) {}

  async status(user: UserEntity): Promise<TwoFactorStatus> {
    const [enabled, requiredForRole] = await Promise.all([this.twoFactor.isEnabled(user.id), this.twoFactor.isRequiredFor(user.role)]);
    return { enabled, requiredForRole };
  }

  /** A new key, as a QR code and as text; it counts once a first code confirms it. */
  async setup(user: UserEntity): Promise<TwoFactorSetup> {
    if (await this.twoFactor.isEnabled(user.id)) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyEnabled);
    const secret = totp.generateSecret();
    await this.twoFactor.startEnrolment(user.id, this.cipher.encrypt(secret));
    const otpauthUrl = totp.keyuri(user.email, ISSUER, secret);
    return { secret, otpauthUrl, qrCodeDataUrl: await qrCodeDataUrl(otpauthUrl) };
  }

  async enable(user: UserEntity, code: string, clientAddress: string): Promise<RecoveryCodes> {
    const enrolment = await this.twoFactor.find(user.id);
    if (!enrolment) throw new BadRequestException(TWO_FACTOR_MESSAGES.noEnrolment);
    if (enrolment.enabledAt) throw new ConflictException(TWO_FACTOR_MESSAGES.alreadyEnabled);
    if (!(await this.codes.accept(enrolment, code))) throw new BadRequestException(TWO_FACTOR_MESSAGES.invalidCode);
    const recoveryCodes = newRecoveryCodes();
    await this.twoFactor.enable(user.id, recoveryCodes.map(hashRecoveryCode));
    await this.audit.record({ action: 'account.two_factor_enabled', actorId: user.id, targetId: user.id, clientAddress });
    return { recoveryCodes };
  }

  /**
   * The second step of a sign-in whose password was right. Codes count against the account's sign-in attempts
   * like passwords (5 per 15 minutes, then 429); an authenticator code and a recovery code each work once.
   */
  async verifySecondStep(challenge: { userId: string; sessionVersion: number }, code: string, clientAddress: string): Promise<UserEntity> {
    const user = await this.users.findById(challenge.userId);
    if (!user?.isActive || user.sessionVersion !== challenge.sessionVersion) throw new UnauthorizedException(TWO_FACTOR_MESSAGES.noChallenge);
    const method = await countedAttempt(this.attempts, { email: user.email, clientAddress }, () => this.matchingMethod(user, code));
    if (!method) {
      await this.audit.record({ action: 'auth.two_factor_failed', actorId: user.id, targetId: user.id, clientAddress });
      throw new UnauthorizedException(TWO_FACTOR_MESSAGES.invalidCode);
    }
    await this.audit.record({ action: 'auth.two_factor_passed', actorId: user.id, targetId: user.id, clientAddress, details: { method } });
    return user;
  }

  /** Turns two-factor sign-in off for an account the actor may edit (SPEC §6 edit rule). */
  async reset(userId: string, acting: Acting): Promise<void> {
    const user = await this.accounts.findEditable(userId, acting.actor);
    await this.twoFactor.remove(user.id);
    await this.audit.record({ action: 'user.two_factor_reset', actorId: acting.actor.id, targetId: user.id, clientAddress: acting.clientAddress });
  }

  requiredRoles(): Promise<Role[]> {
    return this.twoFactor.requiredRoles();
  }

  /** A super admin's choice of the roles that must use two-factor sign-in; audited with what it was before. */
  async updatePolicy(requiredRoles: Role[], acting: Acting): Promise<TwoFactorPolicy> {
    const before = await this.twoFactor.requiredRoles();
    await this.twoFactor.setRequiredRoles(requiredRoles);
    await this.audit.record({
      action: 'settings.two_factor_policy_changed',
      actorId: acting.actor.id,
      clientAddress: acting.clientAddress,
      details: { from: before, to: requiredRoles },
    });
    return { requiredRoles };
  }

  private async matchingMethod(user: UserEntity, code: string): Promise<'totp' | 'recovery_code' | null> {
    const enrolment = await this.twoFactor.find(user.id);
    if (!enrolment?.enabledAt) return null;
    if (/^\d{6}$/.test(code)) return (await this.codes.accept(enrolment, code)) ? 'totp' : null;
    return (await this.twoFactor.useRecoveryCode(user.id, hashRecoveryCode(code))) ? 'recovery_code' : null;
  }
}
