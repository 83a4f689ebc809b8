import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Actor,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  type ForgotPasswordResult,
  type PasswordResetLink,
  type ResetPasswordInput,
} from '@app/contracts';
import { hashResetToken, MailOutbox, newResetToken, resetLink } from '@app/core';
import { AuditLogService } from '../audit/audit-log.service';
import { PasswordHasher } from '../users/password-hasher';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { UserSessionsRepository } from '../users/user-sessions.repository';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { PasswordResetsRepository } from './password-resets.repository';

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;

/** A second mail for the same account within this time is not sent (the answer stays the same). */
const MAIL_INTERVAL_MS = 60_000;

/**
 * Every forgot-password answer takes at least this long, so whether an account exists (a row written, a job
 * queued) does not show in the time it takes.
 */
export const FORGOT_PASSWORD_MIN_ANSWER_MS = 300;

const REQUESTED: ForgotPasswordResult = { success: true, message: PASSWORD_RESET_MESSAGES.requested };

@Injectable()
export class PasswordResetService {
  private readonly pageUrl: string;

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly resets: PasswordResetsRepository,
    private readonly users: UsersRepository,
    private readonly accounts: UsersService,
    private readonly sessions: UserSessionsRepository,
    private readonly hasher: PasswordHasher,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLogService,
  ) {
    this.pageUrl = `${config.PUBLIC_URL}/auth/reset-password`;
  }

  /** Stores a request for an active account and has the worker mail it; the same answer, in the same time, either way. */
  async requestByMail(email: string, clientAddress: string): Promise<ForgotPasswordResult> {
    const answerNoSoonerThan = sleep(FORGOT_PASSWORD_MIN_ANSWER_MS);
    const user = await this.users.findByEmailWithHash(email);
    if (user?.isActive && !(await this.resets.mailedSince(user.id, new Date(Date.now() - MAIL_INTERVAL_MS)))) {
      const mail = await this.resets.createMailed({ user, pageUrl: this.pageUrl, expiresAt: new Date(Date.now() + TTL_MS) });
      await this.audit.record({ action: 'auth.password_reset_requested', targetId: user.id, clientAddress });
      // Stored with its mail pending: one that cannot be queued now (Redis is down) is queued by the worker's reconciler.
      await this.outbox.queue(mail);
    }
    await answerNoSoonerThan;
    return REQUESTED;
  }

  /** A one-time link for an account the actor may edit, returned once (only its hash is kept). */
  async createLink(userId: string, acting: { actor: Actor; clientAddress: string }): Promise<PasswordResetLink> {
    const user = await this.accounts.findEditable(userId, acting.actor);
    const { token, tokenHash } = newResetToken();
    const expiresAt = new Date(Date.now() + TTL_MS);
    await this.resets.create({ user, pageUrl: this.pageUrl, expiresAt, createdById: acting.actor.id, tokenHash });
    await this.audit.record({ action: 'user.reset_link_created', actorId: acting.actor.id, targetId: user.id, clientAddress: acting.clientAddress });
    return { url: resetLink(this.pageUrl, token), expiresAt: expiresAt.toISOString() };
  }

  /** Uses a link once: the new password is set and every session of the account ends. */
  async reset(input: ResetPasswordInput, clientAddress: string): Promise<void> {
    const userId = await this.resets.claim(hashResetToken(input.token));
    const user = userId ? await this.users.findById(userId) : null;
    if (!user?.isActive) throw new BadRequestException(PASSWORD_RESET_MESSAGES.invalidLink);
    user.passwordHash = await this.hasher.hash(input.newPassword);
    user.sessionVersion += 1;
    await this.users.save(user);
    await this.sessions.endAll(user.id);
    await this.resets.retireAll(user.id);
    await this.audit.record({ action: 'auth.password_reset', actorId: user.id, targetId: user.id, clientAddress });
  }
}
