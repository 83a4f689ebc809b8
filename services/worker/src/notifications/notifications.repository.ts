import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ContactEnquiryEntity, ContactEnquiryEventEntity, type MailStatus, NewsletterSubscriberEntity, PasswordResetEntity } from '@app/core';

/** Records how a stored row's mail went: its status and, unless sent, why (in words for staff). */
export type RecordMail = (status: MailStatus, error?: string | null) => Promise<void>;

type MailRecord = { status: MailStatus; error: string | null; sentAt: Date | null };

/** The columns in which a kind of row records its mail. */
type MailColumns<R> = { read(row: R): MailRecord; write(row: R, record: MailRecord): void };

const ENQUIRY_NOTIFICATION: MailColumns<ContactEnquiryEntity> = {
  read: (enquiry) => ({ status: enquiry.notificationStatus, error: enquiry.notificationError, sentAt: enquiry.notifiedAt }),
  write: (enquiry, { status, error, sentAt }) => Object.assign(enquiry, { notificationStatus: status, notificationError: error, notifiedAt: sentAt }),
};

const WELCOME: MailColumns<NewsletterSubscriberEntity> = {
  read: (subscriber) => ({ status: subscriber.welcomeStatus, error: subscriber.welcomeError, sentAt: subscriber.welcomeSentAt }),
  write: (subscriber, { status, error, sentAt }) => Object.assign(subscriber, { welcomeStatus: status, welcomeError: error, welcomeSentAt: sentAt }),
};

/** A reply's e-mail; only replies have a mail status. */
const REPLY_MAIL: MailColumns<ContactEnquiryEventEntity> = {
  read: (reply) => ({ status: reply.mailStatus ?? 'pending', error: reply.mailError, sentAt: reply.mailedAt }),
  write: (reply, { status, error, sentAt }) => Object.assign(reply, { mailStatus: status, mailError: error, mailedAt: sentAt }),
};

const PASSWORD_RESET_MAIL: MailColumns<PasswordResetEntity> = {
  read: (reset) => ({ status: reset.mailStatus ?? 'pending', error: reset.mailError, sentAt: reset.mailedAt }),
  write: (reset, { status, error, sentAt }) => Object.assign(reset, { mailStatus: status, mailError: error, mailedAt: sentAt }),
};

/** What the notification jobs read and record. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly em: EntityManager) {}

  findEnquiry(id: string): Promise<ContactEnquiryEntity | null> {
    return this.em.findOne(ContactEnquiryEntity, { id });
  }

  /** Enquiries whose staff notification is still to be sent, oldest first. */
  listPendingEnquiries(limit: number): Promise<ContactEnquiryEntity[]> {
    return this.em.find(ContactEnquiryEntity, { notificationStatus: 'pending' }, { orderBy: { createdAt: 'asc' }, limit });
  }

  recordEnquiryNotification(enquiry: ContactEnquiryEntity): RecordMail {
    return this.recorder(enquiry, ENQUIRY_NOTIFICATION);
  }

  async markEnquiryNotificationFailed(id: string, reason: string): Promise<void> {
    await this.markFailed(await this.em.findOne(ContactEnquiryEntity, { id, notificationStatus: 'pending' }), ENQUIRY_NOTIFICATION, reason);
  }

  findSubscriber(id: string): Promise<NewsletterSubscriberEntity | null> {
    return this.em.findOne(NewsletterSubscriberEntity, { id });
  }

  /** Subscribers still subscribed whose welcome is still to be sent, oldest subscription first. */
  listPendingWelcomes(limit: number): Promise<NewsletterSubscriberEntity[]> {
    return this.em.find(NewsletterSubscriberEntity, { welcomeStatus: 'pending', unsubscribedAt: null }, { orderBy: { consentedAt: 'asc' }, limit });
  }

  recordWelcome(subscriber: NewsletterSubscriberEntity): RecordMail {
    return this.recorder(subscriber, WELCOME);
  }

  async markWelcomeFailed(id: string, reason: string): Promise<void> {
    await this.markFailed(await this.em.findOne(NewsletterSubscriberEntity, { id, welcomeStatus: 'pending' }), WELCOME, reason);
  }

  /** A reply to e-mail, with the enquiry it answers. */
  findReply(id: string): Promise<ContactEnquiryEventEntity | null> {
    return this.em.findOne(ContactEnquiryEventEntity, { id, kind: 'replied' }, { populate: ['enquiry'] });
  }

  /** Replies whose e-mail is still to be sent, oldest first. */
  listPendingReplies(limit: number): Promise<ContactEnquiryEventEntity[]> {
    return this.em.find(ContactEnquiryEventEntity, { kind: 'replied', mailStatus: 'pending' }, { orderBy: { createdAt: 'asc' }, limit });
  }

  recordReplyMail(reply: ContactEnquiryEventEntity): RecordMail {
    return this.recorder(reply, REPLY_MAIL);
  }

  async markReplyFailed(id: string, reason: string): Promise<void> {
    await this.markFailed(await this.em.findOne(ContactEnquiryEventEntity, { id, kind: 'replied', mailStatus: 'pending' }), REPLY_MAIL, reason);
  }

  /** With its user, whose address the link is mailed to. */
  findPasswordReset(id: string): Promise<PasswordResetEntity | null> {
    return this.em.findOne(PasswordResetEntity, { id }, { populate: ['user'] });
  }

  /** Forgotten-password requests whose mail is still to be sent, oldest first. */
  listPendingPasswordResets(limit: number): Promise<PasswordResetEntity[]> {
    return this.em.find(PasswordResetEntity, { mailStatus: 'pending' }, { orderBy: { createdAt: 'asc' }, limit });
  }

  /** Before the mail goes, so its link works even if recording the outcome fails. */
  async storePasswordResetToken(reset: PasswordResetEntity, tokenHash: string): Promise<void> {
    reset.tokenHash = tokenHash;
    await this.em.flush();
  }

  recordPasswordResetMail(reset: PasswordResetEntity): RecordMail {
    return this.recorder(reset, PASSWORD_RESET_MAIL);
  }

  async markPasswordResetMailFailed(id: string, reason: string): Promise<void> {
    await this.markFailed(await this.em.findOne(PasswordResetEntity, { id, mailStatus: 'pending' }), PASSWORD_RESET_MAIL, reason);
  }

  private recorder<R>(row: R, columns: MailColumns<R>): RecordMail {
    return async (status, error = null) => {
      columns.write(row, { status, error, sentAt: status === 'sent' ? new Date() : columns.read(row).sentAt });
      await this.em.flush();
    };
  }

  /** pending -> failed; the last attempt's error stays when there was one, else `reason` is recorded. */
  private async markFailed<R>(pending: R | null, columns: MailColumns<R>, reason: string): Promise<void> {
    if (pending) await this.recorder(pending, columns)('failed', columns.read(pending).error ?? reason);
  }
}
