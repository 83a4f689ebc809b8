import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type AccountLinkPurpose, OutboundMailEntity, PasswordResetEntity, UserEntity } from '@app/core';

type NewReset = { user: UserEntity; pageUrl: string; expiresAt: Date; createdById?: string; tokenHash?: string; purpose?: AccountLinkPurpose };

/** The mail that carries each purpose's link. */
const MAIL_KIND_OF = { password_reset: 'password_reset', sign_in: 'portal_sign_in', invitation: 'portal_sign_in' } as const satisfies Record<
  AccountLinkPurpose,
  string
>;

/**
 * Storage of single-use account links (password resets, and tenants' portal sign-in links); links are found by their
 * token's hash and purpose only, so a sign-in link never resets a password.
 */
@Injectable()
export class PasswordResetsRepository {
  constructor(private readonly em: EntityManager) {}

  async create(fields: NewReset): Promise<PasswordResetEntity> {
    const reset = this.newReset(fields);
    await this.em.insert(reset);
    return reset;
  }

  /** A request asked for by mail, stored with its mail to the user's address in one transaction; answers the mail. */
  async createMailed(fields: NewReset): Promise<OutboundMailEntity> {
    const reset = this.newReset(fields);
    const mail = new OutboundMailEntity({ kind: MAIL_KIND_OF[fields.purpose ?? 'password_reset'], passwordReset: reset }, fields.user.email);
    await this.em.persistAndFlush([reset, mail]);
    return mail;
  }

  private newReset({ user, ...fields }: NewReset): PasswordResetEntity {
    return new PasswordResetEntity({ ...fields, user: this.em.getReference(UserEntity, user.id, { wrapped: true }) });
  }

  /** Whether the user was mailed a link for this purpose since `since` (one mail at a time is enough). */
  async mailedSince(userId: string, since: Date, purpose: AccountLinkPurpose = 'password_reset'): Promise<boolean> {
    return (await this.em.count(PasswordResetEntity, { user: userId, purpose, createdById: null, createdAt: { $gte: since } })) > 0;
  }

  /** The user a link of one of `purposes` was made for, whether or not it was used or has expired; null for an unknown token. */
  async userOf(tokenHash: string, purposes: readonly AccountLinkPurpose[]): Promise<string | null> {
    const link = await this.em.findOne(PasswordResetEntity, { tokenHash, purpose: { $in: [...purposes] } });
    return link?.user.id ?? null;
  }

  /**
   * Marks the unused, unexpired link with this token hash used and returns its user's id; null when there is none.
   * Two requests with the same link cannot both claim it: the update is conditional on it being unused.
   */
  async claim(tokenHash: string, purposes: readonly AccountLinkPurpose[] = ['password_reset']): Promise<string | null> {
    const reset = await this.em.findOne(PasswordResetEntity, { tokenHash, purpose: { $in: [...purposes] }, usedAt: null, expiresAt: { $gt: new Date() } });
    if (!reset) return null;
    const claimed = await this.em.nativeUpdate(PasswordResetEntity, { id: reset.id, usedAt: null }, { usedAt: new Date() });
    return claimed === 1 ? reset.user.id : null;
  }

  /** Once a link is used, the user's other outstanding links of that purpose stop working too. */
  async retireAll(userId: string, purpose: AccountLinkPurpose = 'password_reset'): Promise<void> {
    await this.em.nativeUpdate(PasswordResetEntity, { user: userId, purpose, usedAt: null }, { usedAt: new Date() });
  }
}
