import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AWAITING_REPLY_STATUSES, type EnquiryExportQuery, type EnquiryListQuery, type MarketingConsentView, normalizePhoneNumber } from '@app/contracts';
import {
  ContactEnquiryEntity,
  ContactEnquiryEventEntity,
  MarketingConsentEntity,
  marketableAddresses,
  marketingConsentsOf,
  NewsletterSubscriberEntity,
  OutboundMailEntity,
  ViewingBookingEntity,
} from '@app/core';
import { type CappedTotal, cappedTotal } from '../common/capped-total';
import { afterRowOf } from '../common/keyset';

/** Who among some enquirers takes marketing now, per channel: e-mail addresses (lower-cased) and normalized phone numbers. */
export type MarketingReach = { emails: Set<string>; phones: Set<string> };

/** Start of a Singapore day (YYYY-MM-DD), plus `days`. */
function singaporeDay(day: string, days = 0): Date {
  const start = new Date(`${day}T00:00:00+08:00`);
  return new Date(start.getTime() + days * 86_400_000);
}

/** Text as a LIKE pattern that matches it literally (no wildcards of its own). */
function literally(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Enquiries as the staff inbox reads and changes them, with their timelines. */
@Injectable()
export class EnquiriesRepository {
  constructor(private readonly em: EntityManager) {}

  /** A page of matches, newest first, and their total capped at TOTAL_COUNT_CAP (cappedTotal). */
  page(query: EnquiryListQuery, assigneeId: string | null | undefined): Promise<[ContactEnquiryEntity[], CappedTotal]> {
    const filter = this.filterFor(query, assigneeId);
    const orderBy = { createdAt: 'desc', id: 'desc' } as const;
    return Promise.all([
      this.em.find(ContactEnquiryEntity, filter, { populate: ['assignee'], orderBy, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
      cappedTotal(this.em, ContactEnquiryEntity, filter, orderBy),
    ]);
  }

  /** How many enquiries received by `receivedBy` match the filters. */
  countMatching(query: EnquiryExportQuery, assigneeId: string | null | undefined, receivedBy: Date): Promise<number> {
    return this.em.count(ContactEnquiryEntity, { $and: [this.filterFor(query, assigneeId), { createdAt: { $lte: receivedBy } }] });
  }

  /**
   * Every enquiry received by `receivedBy` that matches the filters, newest first, `batchSize` at a time: each batch
   * starts after the last row of the one before (keyset on received time and id, afterRowOf, index
   * `contact_enquiries_created_at_id_index`), read by a fresh entity manager, so memory stays flat.
   */
  async *matchingBatches(
    query: EnquiryExportQuery,
    assigneeId: string | null | undefined,
    receivedBy: Date,
    batchSize: number,
  ): AsyncGenerator<ContactEnquiryEntity[]> {
    const filter = { $and: [this.filterFor(query, assigneeId), { createdAt: { $lte: receivedBy } }] };
    let last: ContactEnquiryEntity | undefined;
    for (;;) {
      const batchQuery = this.em.fork().createQueryBuilder(ContactEnquiryEntity, 'e').leftJoinAndSelect('e.assignee', 'a').where(filter);
      if (last) batchQuery.andWhere(afterRowOf('e', 'contact_enquiries', 'created_at', '<'), [last.id]);
      const batch = await batchQuery.orderBy({ createdAt: 'desc', id: 'desc' }).limit(batchSize).getResult();
      if (batch.length) yield batch;
      last = batch.at(-1);
      if (!last || batch.length < batchSize) return;
    }
  }

  async marketingReach(enquiries: ContactEnquiryEntity[]): Promise<MarketingReach> {
    const [emails, phones] = await Promise.all([
      marketableAddresses(
        this.em,
        'email',
        enquiries.map((enquiry) => enquiry.email.toLowerCase()),
      ),
      marketableAddresses(this.em, 'phone', enquiries.map((enquiry) => normalizePhoneNumber(enquiry.phone)).filter(Boolean)),
    ]);
    return { emails, phones };
  }

  async marketingConsents(enquiry: ContactEnquiryEntity): Promise<MarketingConsentView[]> {
    return (await marketingConsentsOf(this.em, 'enquiry', [enquiry.id])).get(enquiry.id) ?? [];
  }

  /**
   * Deletes every enquiry (with its timeline), viewing booked, the newsletter subscription and the marketing consents
   * of one address, in one transaction. Its opt-outs stay, so they still hold.
   */
  eraseEmail(email: string): Promise<{ enquiriesDeleted: number; newsletterSubscriptionDeleted: boolean }> {
    return this.em.transactional(async (em) => {
      const enquiriesDeleted = await em.nativeDelete(ContactEnquiryEntity, { email: { $ilike: literally(email) } });
      const subscriptions = await em.nativeDelete(NewsletterSubscriberEntity, { email: { $ilike: literally(email) } });
      await em.nativeDelete(MarketingConsentEntity, { email: email.toLowerCase() });
      await em.nativeDelete(ViewingBookingEntity, { email: { $ilike: literally(email) } });
      return { enquiriesDeleted, newsletterSubscriptionDeleted: subscriptions > 0 };
    });
  }

  findById(id: string): Promise<ContactEnquiryEntity | null> {
    return this.em.findOne(ContactEnquiryEntity, { id }, { populate: ['assignee'] });
  }

  /** The viewings booked from the enquiry's address, with their listings, oldest first. */
  viewingsOf(enquiry: ContactEnquiryEntity): Promise<ViewingBookingEntity[]> {
    return this.em.find(ViewingBookingEntity, { email: { $ilike: literally(enquiry.email) } }, { populate: ['property'], orderBy: { createdAt: 'asc' } });
  }

  timeline(enquiry: ContactEnquiryEntity): Promise<ContactEnquiryEventEntity[]> {
    return this.em.find(ContactEnquiryEventEntity, { enquiry }, { populate: ['actor'], orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** The mails of an enquiry and of its timeline's replies: the staff notification, and each reply's e-mail. */
  async mailsOf(enquiry: ContactEnquiryEntity, timeline: ContactEnquiryEventEntity[]): Promise<OutboundMailEntity[]> {
    const replyIds = timeline.filter((event) => event.kind === 'replied').map((event) => event.id);
    return this.em.find(OutboundMailEntity, { $or: [{ enquiry, kind: 'enquiry_notification' }, ...(replyIds.length ? [{ reply: { $in: replyIds } }] : [])] });
  }

  findNotification(enquiry: ContactEnquiryEntity): Promise<OutboundMailEntity | null> {
    return this.em.findOne(OutboundMailEntity, { enquiry, kind: 'enquiry_notification' }, { orderBy: { createdAt: 'desc' } });
  }

  countNew(): Promise<number> {
    return this.em.count(ContactEnquiryEntity, { status: 'new' });
  }

  /** When each enquiry still waiting for a reply was received (the reply clock is computed from it). */
  async awaitingReplySince(): Promise<Date[]> {
    const rows = await this.em.find(ContactEnquiryEntity, { status: { $in: [...AWAITING_REPLY_STATUSES] } }, { fields: ['createdAt'] });
    return rows.map((row) => row.createdAt);
  }

  /** Saves the enquiry's change together with its timeline line and the mails it causes, in one transaction. */
  async record(event: ContactEnquiryEventEntity, mails: OutboundMailEntity[] = []): Promise<void> {
    this.em.persist([event, ...mails]);
    await this.em.flush();
  }

  private filterFor(query: EnquiryExportQuery, assigneeId: string | null | undefined): FilterQuery<ContactEnquiryEntity> {
    const filter: FilterQuery<ContactEnquiryEntity> & Record<string, unknown> = {};
    if (query.status) filter.status = query.status;
    if (query.service) filter.service = query.service;
    if (assigneeId !== undefined) filter.assignee = assigneeId;
    if (query.from || query.to) {
      filter.createdAt = {
        ...(query.from ? { $gte: singaporeDay(query.from) } : {}),
        ...(query.to ? { $lt: singaporeDay(query.to, 1) } : {}),
      };
    }
    if (query.q) {
      const pattern = `%${literally(query.q)}%`;
      filter.$or = [{ name: { $ilike: pattern } }, { email: { $ilike: pattern } }, { phone: { $ilike: pattern } }, { message: { $ilike: pattern } }];
    }
    return filter;
  }
}
