import { EntityManager, type FilterQuery, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AWAITING_REPLY_STATUSES, type EnquiryExportQuery, type EnquiryListQuery, type MarketingConsentView } from '@app/contracts';
import {
  ContactEnquiryEntity,
  ContactEnquiryEventEntity,
  enquirySearchText,
  MarketingConsentEntity,
  marketingConsentsOf,
  optedOutSince,
  NewsletterSubscriberEntity,
  OutboundMailEntity,
  ViewingBookingEntity,
} from '@app/core';
import { afterRowOf, isoTime } from '../common/keyset';
import { containing, literally } from '../common/like-pattern';
import { type KeysetPage, keysetPage } from '../common/keyset-page';

/** One enquiry as the CSV export writes it: its own columns, its assignee's names, and whether it takes marketing. */
export type EnquiryExportRow = {
  id: string;
  /** When it was received, as toISOString() writes it (UTC, milliseconds). */
  received_at: string;
  status: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  consent_text_version: string;
  /** When consent was given, as toISOString() writes it. */
  consented_at: string;
  assignee_full_name: string | null;
  assignee_username: string | null;
  /** The address (lower-cased) has an e-mail marketing consent that no opt-out has ended. */
  marketing_email: boolean;
  /** The number (normalized as normalizePhoneNumber does) has a phone marketing consent that no opt-out has ended. */
  marketing_phone: boolean;
};

/** normalizePhoneNumber in SQL: the digits, with `+` kept when the number starts with one and +65 added to 8 digits. */
const NORMALIZED_PHONE_SQL = `(select case when digits = '' then '' when e.phone ~ '^\\s*\\+' then '+' || digits when length(digits) = 8 then '+65' || digits else digits end
  from (select regexp_replace(e.phone, '[^0-9]', '', 'g') as digits) phone)`;

const MARKETING_EMAIL_SQL = `exists (select 1 from marketing_consents consent where consent.email = lower(e.email) and consent.channel = 'email'
  and not ${optedOutSince('email', 'consent.email', 'consent.given_at')})`;

const MARKETING_PHONE_SQL = `exists (select 1 from marketing_consents consent where consent.phone = ${NORMALIZED_PHONE_SQL} and consent.channel = 'phone'
  and not ${optedOutSince('phone', 'consent.phone', 'consent.given_at')})`;

const EXPORT_COLUMNS = [
  'e.id',
  raw(`${isoTime('e.created_at')} as received_at`),
  'e.status',
  'e.name',
  'e.email',
  'e.phone',
  'e.service',
  'e.message',
  'e.consent_text_version',
  raw(`${isoTime('e.consented_at')} as consented_at`),
  raw('a.full_name as assignee_full_name'),
  raw('a.username as assignee_username'),
  raw(`${MARKETING_EMAIL_SQL} as marketing_email`),
  raw(`${MARKETING_PHONE_SQL} as marketing_phone`),
] as never[];

/** Start of a Singapore day (YYYY-MM-DD), plus `days`. */
function singaporeDay(day: string, days = 0): Date {
  const start = new Date(`${day}T00:00:00+08:00`);
  return new Date(start.getTime() + days * 86_400_000);
}

/** Enquiries as the staff inbox reads and changes them, with their timelines. */
@Injectable()
export class EnquiriesRepository {
  constructor(private readonly em: EntityManager) {}

  /** A page of matches, newest first, by keyset, and their total capped at TOTAL_COUNT_CAP (keysetPage). */
  page(query: EnquiryListQuery, assigneeId: string | null | undefined): Promise<KeysetPage<ContactEnquiryEntity>> {
    return keysetPage(
      this.em,
      { entity: ContactEnquiryEntity, sortedBy: 'createdAt', where: this.filterFor(query, assigneeId), populate: ['assignee'] },
      query,
    );
  }

  /** How many enquiries received by `receivedBy` match the filters. */
  countMatching(query: EnquiryExportQuery, assigneeId: string | null | undefined, receivedBy: Date): Promise<number> {
    return this.em.count(ContactEnquiryEntity, { $and: [this.filterFor(query, assigneeId), { createdAt: { $lte: receivedBy } }] });
  }

  /**
   * Every enquiry received by `receivedBy` that matches the filters, newest first, `batchSize` at a time, as plain rows
   * of what the export writes: each batch starts after the last row of the one before (keyset on received time and id,
   * afterRowOf, index `contact_enquiries_created_at_id_index`), with the assignee joined and whether the address and
   * the phone number take marketing decided in the same query (MARKETING_EMAIL_SQL, MARKETING_PHONE_SQL), so nothing
   * is hydrated or kept between batches and memory stays flat.
   */
  async *exportBatches(
    query: EnquiryExportQuery,
    assigneeId: string | null | undefined,
    receivedBy: Date,
    batchSize: number,
  ): AsyncGenerator<EnquiryExportRow[]> {
    let last: EnquiryExportRow | undefined;
    for (;;) {
      // Made again for each batch: MikroORM lets a query use the search's raw expression only once.
      const filter = { $and: [this.filterFor(query, assigneeId), { createdAt: { $lte: receivedBy } }] };
      const batchQuery = this.em.fork().createQueryBuilder(ContactEnquiryEntity, 'e').select(EXPORT_COLUMNS).leftJoin('e.assignee', 'a').where(filter);
      if (last) batchQuery.andWhere(afterRowOf('e', 'contact_enquiries', 'created_at', '<'), [last.id]);
      const batch = await batchQuery.orderBy({ createdAt: 'desc', id: 'desc' }).limit(batchSize).execute<EnquiryExportRow[]>('all', false);
      if (batch.length) yield batch;
      last = batch.at(-1);
      if (!last || batch.length < batchSize) return;
    }
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
    // Name, e-mail, phone or message, through the trigram index (contact_enquiries_search_index).
    if (query.q) filter[raw((alias) => `(${enquirySearchText(alias)})`)] = { $ilike: containing(query.q) };
    return filter;
  }
}
