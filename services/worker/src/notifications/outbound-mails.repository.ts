import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PUBLIC_PROPERTY_STATUSES } from '@app/contracts';
import { BlogPostEntity, OutboundMailEntity, type PasswordResetEntity, PropertyEntity } from '@app/core';

/** What a mail's sending records on its row. */
export type MailRecord = Partial<Pick<OutboundMailEntity, 'status' | 'attempts' | 'lastError' | 'sentAt' | 'messageId'>>;

/** The outbox as the worker reads and records it. */
@Injectable()
export class OutboundMailsRepository {
  constructor(private readonly em: EntityManager) {}

  /** With what it is about (and a reply's enquiry, a campaign's draft), which its message is composed from. */
  find(id: string): Promise<OutboundMailEntity | null> {
    return this.em.findOne(OutboundMailEntity, { id }, { populate: ['enquiry', 'reply.enquiry', 'passwordReset', 'subscriber', 'campaign.draft'] });
  }

  /** The posts among `ids` that are published, in the order of `ids`. */
  async publishedPosts(ids: string[]): Promise<BlogPostEntity[]> {
    return inOrderOf(ids, await this.em.find(BlogPostEntity, { id: { $in: ids }, status: 'published' }));
  }

  /** The listings among `ids` that the site shows, in the order of `ids`. */
  async shownProperties(ids: string[]): Promise<PropertyEntity[]> {
    return inOrderOf(ids, await this.em.find(PropertyEntity, { id: { $in: ids }, status: { $in: [...PUBLIC_PROPERTY_STATUSES] } }));
  }

  /** Mails still to be sent, oldest first. */
  listPending(limit: number): Promise<OutboundMailEntity[]> {
    return this.em.find(OutboundMailEntity, { status: 'pending' }, { orderBy: { createdAt: 'asc' }, limit });
  }

  async record(mail: OutboundMailEntity, record: MailRecord): Promise<void> {
    Object.assign(mail, record);
    await this.em.flush();
  }

  /** pending -> failed; the last attempt's error stays when there was one, else `reason` is recorded. */
  async markFailed(id: string, reason: string): Promise<void> {
    const pending = await this.em.findOne(OutboundMailEntity, { id, status: 'pending' });
    if (pending) await this.record(pending, { status: 'failed', lastError: pending.lastError ?? reason });
  }

  /** Before the mail goes, so its link works even if recording the outcome fails. */
  async storePasswordResetToken(reset: PasswordResetEntity, tokenHash: string): Promise<void> {
    reset.tokenHash = tokenHash;
    await this.em.flush();
  }
}

function inOrderOf<R extends { id: string }>(ids: string[], rows: R[]): R[] {
  return [...rows].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}
