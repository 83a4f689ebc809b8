import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ContactEnquiryEntity, type EnquiryNotificationStatus, NewsletterSubscriberEntity } from '@app/core';

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

  /** The subscriber, while still subscribed. */
  findActiveSubscriber(id: string): Promise<NewsletterSubscriberEntity | null> {
    return this.em.findOne(NewsletterSubscriberEntity, { id, unsubscribedAt: null });
  }

  async recordEnquiryNotification(enquiry: ContactEnquiryEntity, status: EnquiryNotificationStatus, error: string | null = null): Promise<void> {
    enquiry.notificationStatus = status;
    enquiry.notificationError = error;
    enquiry.notifiedAt = status === 'sent' ? new Date() : enquiry.notifiedAt;
    await this.em.flush();
  }

  /** pending -> failed; the last attempt's error stays when there was one, else `reason` is recorded. */
  async markEnquiryNotificationFailed(id: string, reason: string): Promise<void> {
    const enquiry = await this.em.findOne(ContactEnquiryEntity, { id, notificationStatus: 'pending' });
    if (enquiry) await this.recordEnquiryNotification(enquiry, 'failed', enquiry.notificationError ?? reason);
  }
}
