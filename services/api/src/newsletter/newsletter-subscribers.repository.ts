import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { NewsletterSubscriberEntity, type WelcomedSubscription } from '@app/core';

@Injectable()
export class NewsletterSubscribersRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Subscribes an address (lower-cased) atomically: a new address gets a row, an unsubscribed one is subscribed
   * again with a fresh consent time, an active one is left as it is. A subscription started now is stored with its
   * unsubscribe link and its welcome pending, and returned; null when the address was subscribed already.
   */
  subscribe(email: string, clientAddress: string, unsubscribeUrl: (id: string) => string): Promise<WelcomedSubscription | null> {
    const consentedAt = new Date();
    return this.em.transactional(async (em) => {
      const [started] = await em.getConnection().execute<{ id: string }[]>(
        `insert into newsletter_subscribers (email, consented_at, client_address) values (?, ?, ?)
         on conflict (email) do update
           set consented_at = excluded.consented_at, client_address = excluded.client_address, unsubscribed_at = null,
               welcome_status = 'pending', welcome_error = null, updated_at = now()
           where newsletter_subscribers.unsubscribed_at is not null
         returning id`,
        [email.toLowerCase(), consentedAt, clientAddress],
        'all',
        em.getTransactionContext(),
      );
      if (!started) return null;
      await em.nativeUpdate(NewsletterSubscriberEntity, { id: started.id }, { unsubscribeUrl: unsubscribeUrl(started.id) });
      return { id: started.id, consentedAt };
    });
  }

  async unsubscribe(id: string): Promise<void> {
    await this.em.nativeUpdate(NewsletterSubscriberEntity, { id, unsubscribedAt: null }, { unsubscribedAt: new Date(), updatedAt: new Date() });
  }
}
