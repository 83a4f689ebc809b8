import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, type LoginInput } from '@app/contracts';
import type { UserEntity } from '@app/core';
import { AuditLogService } from '../audit/audit-log.service';
import { UsersRepository } from '../users/users.repository';
import { LoginAttemptsService, type LoginSlot } from './login-attempts.service';
import { PasswordHasher } from '../users/password-hasher';
import { UserSessionsRepository } from '../users/user-sessions.repository';

/** 429 with the seconds left in the lockout window. */
export class TooManyAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(AUTH_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** The outcome of checking credentials: a refusal counts against the account, anything else does not. */
type Verdict = { refusal: null; user: UserEntity } | { refusal: 'unknown' | 'password' | 'inactive'; user: UserEntity | null };

@Injectable()
export class AuthService {
  /** Checked when the email is unknown, so the answer takes as long as for a known one. */
  private dummyHash?: Promise<string>;

  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttemptsService,
    private readonly audit: AuditLogService,
    private readonly sessions: UserSessionsRepository,
  ) {}

  /**
   * Takes an attempt slot before checking the password. Only a real refusal (wrong password, unknown or inactive
   * account) keeps it; a success or an attempt that could not be judged (the database down) gives it back.
   */
  async login(credentials: LoginInput, clientAddress: string): Promise<UserEntity> {
    const reservation = await this.attempts.reserve(credentials.email, clientAddress);
    if ('retryAfterSeconds' in reservation) {
      await this.recordFailure(credentials.email, clientAddress, 'locked');
      throw new TooManyAttemptsException(reservation.retryAfterSeconds);
    }
    let verdict: Verdict;
    try {
      verdict = await this.judge(credentials);
    } catch (error) {
      await this.attempts.release(reservation.slot);
      throw error;
    }
    if (verdict.refusal) {
      await this.recordFailure(credentials.email, clientAddress, verdict.refusal, verdict.user);
      throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    }
    return this.succeed(verdict.user, reservation.slot, clientAddress);
  }

  /** Ends this session (copies of its cookie included); the user's other browsers stay signed in. */
  async logout(user: UserEntity, sessionId: string, clientAddress: string): Promise<void> {
    await this.sessions.end(user.id, sessionId);
    await this.audit.record({ action: 'auth.logout', actorId: user.id, targetId: user.id, clientAddress });
  }

  private async judge(credentials: LoginInput): Promise<Verdict> {
    const user = await this.users.findByEmailWithHash(credentials.email);
    const passwordMatches = await this.hasher.verify(user?.passwordHash ?? (await this.getDummyHash()), credentials.password);
    if (!user) return { refusal: 'unknown', user: null };
    if (!passwordMatches) return { refusal: 'password', user };
    if (!user.isActive) return { refusal: 'inactive', user };
    return { refusal: null, user };
  }

  private async succeed(user: UserEntity, slot: LoginSlot, clientAddress: string): Promise<UserEntity> {
    await this.attempts.release(slot);
    await this.audit.record({ action: 'auth.login_succeeded', actorId: user.id, targetId: user.id, clientAddress });
    return user;
  }

  private recordFailure(email: string, clientAddress: string, reason: string, user?: UserEntity | null) {
    return this.audit.record({ action: 'auth.login_failed', targetId: user?.id ?? null, clientAddress, details: { email, reason } });
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(randomBytes(24).toString('base64url'));
    return this.dummyHash;
  }
}
