import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { INVITATION_LINK_TTL_DAYS, PORTAL_ACCOUNT_ROLES, SIGN_IN_LINK_TTL_MINUTES } from '@app/contracts';
import { type AccountLinkPurpose, type OutboundMailEntity, UserEntity } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { PasswordResetsRepository } from '../password-reset/password-resets.repository';

type PortalRole = (typeof PORTAL_ACCOUNT_ROLES)[number];

/** The links that sign a tenant or owner in: those they ask for, and staff's invitations. */
const SIGN_IN_PURPOSES: readonly AccountLinkPurpose[] = ['sign_in', 'invitation'];
const INVITATION_TTL_MS = INVITATION_LINK_TTL_DAYS * 24 * 60 * 60_000;

/**
 * The portal's accounts (tenants and owners): one per e-mail address, role `tenant` or `owner`, no password. They sign
 * in with a single-use link, stored as a row (only the SHA-256 of its token, made by the worker as it sends the mail)
 * with its mail in the outbox.
 */
@Injectable()
export class PortalAccountsService {
  private readonly pageUrl: string;

  constructor(
    private readonly em: EntityManager,
    private readonly links: PasswordResetsRepository,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.pageUrl = `${config.PUBLIC_URL}/portal/sign-in`;
  }

  /** The account of this role for this address, made the first time; an address of another kind of account is refused (409 `taken`). */
  async accountFor(email: string, name: string, role: PortalRole, taken: string): Promise<UserEntity> {
    const existing = await this.em.findOne(UserEntity, { email: email.toLowerCase() });
    if (existing && existing.role !== role) throw new ConflictException(taken);
    if (existing) return existing;
    const account = new UserEntity({ username: `${role}-${randomBytes(6).toString('hex')}`, email, role, passwordHash: null, fullName: name.slice(0, 120) });
    await this.em.persistAndFlush(account);
    return account;
  }

  /** The active portal account (tenant or owner) of this address, if there is one. */
  findActive(email: string): Promise<UserEntity | null> {
    return this.em.findOne(UserEntity, { email: email.toLowerCase(), role: { $in: [...PORTAL_ACCOUNT_ROLES] }, isActive: true });
  }

  /** Stores a sign-in link for the account, with its mail, in one transaction (with whatever else is pending); answers the mail. */
  mailSignInLink(user: UserEntity): Promise<OutboundMailEntity> {
    return this.links.createMailed({ user, pageUrl: this.pageUrl, expiresAt: new Date(Date.now() + SIGN_IN_LINK_TTL_MINUTES * 60_000), purpose: 'sign_in' });
  }

  /** Staff's invitation to the portal: a sign-in link valid INVITATION_LINK_TTL_DAYS, whose mail says who and what it is for. */
  mailInvitation(user: UserEntity): Promise<OutboundMailEntity> {
    return this.links.createMailed({ user, pageUrl: this.pageUrl, expiresAt: new Date(Date.now() + INVITATION_TTL_MS), purpose: 'invitation' });
  }

  mailedSince(user: UserEntity, since: Date): Promise<boolean> {
    return this.links.mailedSince(user.id, since, 'sign_in');
  }

  /** Uses a link once: the account it signs in, or null for an unknown, used or expired link. */
  async claim(tokenHash: string): Promise<UserEntity | null> {
    const userId = await this.links.claim(tokenHash, SIGN_IN_PURPOSES);
    return userId ? this.findActiveById(userId) : null;
  }

  /** The active account a sign-in link or invitation was made for, used or expired alike; null for an unknown token. */
  async ownerOfLink(tokenHash: string): Promise<UserEntity | null> {
    const userId = await this.links.userOf(tokenHash, SIGN_IN_PURPOSES);
    return userId ? this.findActiveById(userId) : null;
  }

  private findActiveById(id: string): Promise<UserEntity | null> {
    return this.em.findOne(UserEntity, { id, role: { $in: [...PORTAL_ACCOUNT_ROLES] }, isActive: true });
  }
}
