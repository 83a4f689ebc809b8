import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { SubscriberListQuery, SubscriberStatus } from '@app/contracts';
import { NewsletterSubscriberEntity, OutboundMailEntity } from '@app/core';

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

  page({ status, q, page, pageSize }: SubscriberListQuery): Promise<[NewsletterSubscriberEntity[], number]> {
    const filter: SubscriberFilter = {
      ...(status ? STATUS_FILTERS[status] : {}),
      ...(q ? { email: { $ilike: `%${q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%` } } : {}),
    };
    return this.em.findAndCount(NewsletterSubscriberEntity, filter, { orderBy: { consentedAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize });
  }

  /** The latest mail of each subscriber (the confirmation or welcome of their latest subscription), by subscriber id. */
  async latestMails(subscribers: NewsletterSubscriberEntity[]): Promise<Map<string, OutboundMailEntity>> {
    const mails = await this.em.find(OutboundMailEntity, { subscriber: { $in: subscribers.map(({ id }) => id) } }, { orderBy: { createdAt: 'asc' } });
    return new Map(mails.map((mail) => [mail.subscriber?.id as string, mail]));
  }

  confirmed(): Promise<NewsletterSubscriberEntity[]> {
    return this.em.find(NewsletterSubscriberEntity, STATUS_FILTERS.confirmed, { orderBy: { confirmedAt: 'asc' } });
  }
}
