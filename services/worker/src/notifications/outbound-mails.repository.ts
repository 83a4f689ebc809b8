import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OutboundMailEntity, type PasswordResetEntity } from '@app/core';

/** What a mail's sending records on its row. */
export type MailRecord = Partial<Pick<OutboundMailEntity, 'status' | 'attempts' | 'lastError' | 'sentAt' | 'messageId'>>;

/** The outbox as the worker reads and records it. */
@Injectable()
export class OutboundMailsRepository {
  constructor(private readonly em: EntityManager) {}

  /** With what it is about (and a reply's enquiry), which its message is composed from. */
  find(id: string): Promise<OutboundMailEntity | null> {
    return this.em.findOne(OutboundMailEntity, { id }, { populate: ['enquiry', 'reply.enquiry', 'passwordReset', 'subscriber'] });
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
