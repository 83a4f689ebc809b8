import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { NewsletterSubscriberEntity } from '@app/core';

@Injectable()
export class NewsletterSubscribersRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Subscribes an address (lower-cased) atomically: a new address gets a row, an unsubscribed one is subscribed
   * again with a fresh consent time, an active one is left as it is. Returns the id only when the subscription started now.
   */
  async subscribe(email: string, clientAddress: string): Promise<string | null> {
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `insert into newsletter_subscribers (email, consented_at, client_address) values (?, now(), ?)
       on conflict (email) do update
         set consented_at = excluded.consented_at, client_address = excluded.client_address, unsubscribed_at = null, updated_at = now()
         where newsletter_subscribers.unsubscribed_at is not null
       returning id`,
      [email.toLowerCase(), clientAddress],
    );
    return rows[0]?.id ?? null;
  }

  async unsubscribe(id: string): Promise<void> {
    await this.em.nativeUpdate(NewsletterSubscriberEntity, { id, unsubscribedAt: null }, { unsubscribedAt: new Date(), updatedAt: new Date() });
  }
}
