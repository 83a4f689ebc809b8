import { EntityManager, type FilterQuery, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MarketingConsentView, SubscriberListQuery, SubscriberStatus } from '@app/contracts';
import { marketingConsentsOf, marketingPhonesByEmail, NewsletterSubscriberEntity, optedOutSince, OutboundMailEntity } from '@app/core';
import { type KeysetPage, keysetPage } from '../../common/keyset-page';
import { afterRowOf, isoTime } from '../../common/keyset';
import { containing } from '../../common/like-pattern';

/** What the panel and the export show of subscribers' marketing: their consents, opt-outs and phone numbers, by subscriber id. */
export type SubscribersMarketing = {
  consents: Map<string, MarketingConsentView[]>;
  emailOptedOutAt: Map<string, Date>;
  phones: Map<string, string>;
};

const EMAIL_OPTED_OUT = optedOutSince('email', 's.email', 's.consented_at');

/** A confirmed subscriber as the export writes it: times as toISOString() writes them, and the phone for marketing, if any. */
export type ConfirmedSubscriberRow = { id: string; email: string; consented_at: string; confirmed_at: string; marketing_phone: string | null };

/** The latest phone number the address gave with a phone consent that no opt-out has ended (marketingPhonesByEmail, in SQL). */
const MARKETING_PHONE_SQL = `(select consent.phone from marketing_consents consent
  where consent.email = s.email and consent.channel = 'phone' and consent.phone is not null
    and not ${optedOutSince('phone', 'consent.phone', 'consent.given_at')}
  order by consent.given_at desc limit 1)`;

const CONFIRMED_EXPORT_COLUMNS = [
  's.id',
  's.email',
  raw(`${isoTime('s.consented_at')} as consented_at`),
  raw(`${isoTime('s.confirmed_at')} as confirmed_at`),
  raw(`${MARKETING_PHONE_SQL} as marketing_phone`),
] as never[];

type SubscriberFilter = FilterQuery<NewsletterSubscriberEntity> & object;

const STATUS_FILTERS: Record<SubscriberStatus, SubscriberFilter> = {
  pending: { confirmedAt: null, unsubscribedAt: null },
  confirmed: { confirmedAt: { $ne: null }, unsubscribedAt: null },
  unsubscribed: { unsubscribedAt: { $ne: null } },
};

/** Newsletter subscribers as the panel lists them. */
@Injectable()
export class SubscribersRepository {
  constructor(private readonly em: EntityManager) {}

  /** A page of subscribers, latest consent first, by keyset, and their total capped at TOTAL_COUNT_CAP (keysetPage). */
  page({ status, q, ...page }: SubscriberListQuery): Promise<KeysetPage<NewsletterSubscriberEntity>> {
    const filter: SubscriberFilter = {
      ...(status ? STATUS_FILTERS[status] : {}),
      ...(q ? { email: { $ilike: containing(q) } } : {}),
    };
    return keysetPage(this.em, { entity: NewsletterSubscriberEntity, sortedBy: 'consentedAt', where: filter }, page);
  }

  /** The latest mail of each subscriber (the confirmation or welcome of their latest subscription), by subscriber id. */
  async latestMails(subscribers: NewsletterSubscriberEntity[]): Promise<Map<string, OutboundMailEntity>> {
    const mails = await this.em.find(OutboundMailEntity, { subscriber: { $in: subscribers.map(({ id }) => id) } }, { orderBy: { createdAt: 'asc' } });
    return new Map(mails.map((mail) => [mail.subscriber?.id as string, mail]));
  }

  /** Confirmed subscribers, oldest confirmation first, without those opted out of e-mail marketing since subscribing. */
  /** How many addresses confirmedBatches() gives for the same `confirmedBy`. */
  countConfirmed(confirmedBy: Date): Promise<number> {
    return this.confirmedQuery(this.em, confirmedBy).getCount();
  }

  /**
   * Confirmed addresses not opted out since, confirmed by `confirmedBy`, first confirmed first, `batchSize` at a
   * time, as plain rows of what the export writes: each batch starts after the last row of the one before (keyset on
   * confirmation time and id, index `newsletter_subscribers_confirmed_index`), with the phone number for marketing
   * (marketingPhonesByEmail) found in the same query, so nothing is hydrated or kept between batches.
   */
  async *confirmedBatches(confirmedBy: Date, batchSize: number): AsyncGenerator<ConfirmedSubscriberRow[]> {
    let last: ConfirmedSubscriberRow | undefined;
    for (;;) {
      const query = this.confirmedQuery(this.em, confirmedBy).select(CONFIRMED_EXPORT_COLUMNS);
      if (last) query.andWhere(afterRowOf('s', 'newsletter_subscribers', 'confirmed_at', '>'), [last.id]);
      const batch = await query.orderBy({ confirmedAt: 'asc', id: 'asc' }).limit(batchSize).execute<ConfirmedSubscriberRow[]>('all', false);
      if (batch.length) yield batch;
      last = batch.at(-1);
      if (!last || batch.length < batchSize) return;
    }
  }

  private confirmedQuery(em: EntityManager, confirmedBy: Date) {
    return em
      .createQueryBuilder(NewsletterSubscriberEntity, 's')
      .where(STATUS_FILTERS.confirmed)
      .andWhere({ confirmedAt: { $lte: confirmedBy } })
      .andWhere(`not ${EMAIL_OPTED_OUT}`);
  }

  async marketing(subscribers: NewsletterSubscriberEntity[]): Promise<SubscribersMarketing> {
    const ids = subscribers.map(({ id }) => id);
    const [consents, emailOptedOutAt, phones] = await Promise.all([
      marketingConsentsOf(this.em, 'newsletter', ids),
      this.emailOptOuts(ids),
      this.marketingPhones(subscribers),
    ]);
    return { consents, emailOptedOutAt, phones };
  }

  /** The phone number for marketing of each subscriber that has one (marketingPhonesByEmail), by subscriber id. */
  private async marketingPhones(subscribers: NewsletterSubscriberEntity[]): Promise<Map<string, string>> {
    const byEmail = await marketingPhonesByEmail(
      this.em,
      subscribers.map(({ email }) => email),
    );
    return new Map(
      subscribers.flatMap(({ id, email }) => {
        const phone = byEmail.get(email);
        return phone ? [[id, phone] as const] : [];
      }),
    );
  }

  /** When each of the subscribers `ids` that did opted out of e-mail marketing since subscribing. */
  private async emailOptOuts(ids: string[]): Promise<Map<string, Date>> {
    if (ids.length === 0) return new Map();
    const rows = await this.em.getConnection().execute<Array<{ id: string; opted_out_at: Date }>>(
      `select s.id, min(opt_out.recorded_at) as opted_out_at from newsletter_subscribers s
         join marketing_opt_outs opt_out on opt_out.channel = 'email' and opt_out.address = s.email and opt_out.recorded_at > s.consented_at
        where s.id in (?) group by s.id`,
      [ids],
      'all',
    );
    return new Map(rows.map((row) => [row.id, new Date(row.opted_out_at)]));
  }
}
