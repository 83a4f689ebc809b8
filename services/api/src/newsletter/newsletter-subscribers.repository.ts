import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type MarketingConsents, NEWSLETTER_CONFIRMATION_DAYS } from '@app/contracts';
import { MarketingOptOutEntity, NewsletterSubscriberEntity, optedOutSince, OutboundMailEntity, recordMarketingConsents } from '@app/core';
import type { ConfirmationClaim } from './newsletter-tokens';

/** A subscription as its links know it: who, and since when (a link confirms only the subscription it was made for). */
export type Subscription = { id: string; consentedAt: Date };

/** The links of a subscription's e-mails; no confirmation link without mail (the subscription then stays pending). */
export type SubscriptionLinks = { unsubscribeUrl: string; confirmUrl: string | null };

@Injectable()
export class NewsletterSubscribersRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Subscribes an address (lower-cased) atomically: a new address gets a row, an unsubscribed one, one opted out of
   * e-mail marketing since it subscribed, or one left unconfirmed past its confirmation days, is subscribed again with a
   * fresh consent time and unconfirmed; an active one is left as it is. A subscription started now is stored with its
   * links and, in the same transaction, its first mail (the confirmation when there is a confirmation link, else the
   * welcome), which is returned; null when the address was subscribed already. The marketing boxes ticked are recorded
   * in the same transaction either way.
   */
  subscribe(
    email: string,
    consents: MarketingConsents,
    clientAddress: string,
    links: (subscription: Subscription) => SubscriptionLinks,
  ): Promise<OutboundMailEntity | null> {
    const consentedAt = new Date();
    return this.em.transactional(async (em) => {
      const [started] = await em.getConnection().execute<{ id: string }[]>(
        `insert into newsletter_subscribers (email, consented_at, client_address) values (?, ?, ?)
         on conflict (email) do update
           set consented_at = excluded.consented_at, client_address = excluded.client_address, unsubscribed_at = null,
               confirmed_at = null, confirmed_from = null, updated_at = now()
           where newsletter_subscribers.unsubscribed_at is not null
              or ${optedOutSince('email', 'newsletter_subscribers.email', 'newsletter_subscribers.consented_at')}
              or (newsletter_subscribers.confirmed_at is null and newsletter_subscribers.consented_at < now() - make_interval(days => ?))
         returning id`,
        [email.toLowerCase(), consentedAt, clientAddress, NEWSLETTER_CONFIRMATION_DAYS],
        'all',
        em.getTransactionContext(),
      );
      const subscriberId = started?.id ?? (await em.findOneOrFail(NewsletterSubscriberEntity, { email: email.toLowerCase() }, { fields: ['id'] })).id;
      recordMarketingConsents(em, { ...consents, source: 'newsletter', sourceId: subscriberId, email, phone: null, givenAt: consentedAt });
      if (!started) return null;
      const subscriptionLinks = links({ id: started.id, consentedAt });
      await em.nativeUpdate(NewsletterSubscriberEntity, { id: started.id }, subscriptionLinks);
      const subscriber = em.getReference(NewsletterSubscriberEntity, started.id);
      const mail = new OutboundMailEntity(
        { kind: subscriptionLinks.confirmUrl ? 'newsletter_confirmation' : 'newsletter_welcome', subscriber },
        email.toLowerCase(),
      );
      em.persist(mail);
      return mail;
    });
  }

  /** Unsubscribes the address and records its opt-out of e-mail marketing (the link is in every marketing e-mail); once. */
  async unsubscribe(id: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const subscriber = await em.findOne(NewsletterSubscriberEntity, { id, unsubscribedAt: null });
      if (!subscriber) return;
      subscriber.unsubscribedAt = new Date();
      em.persist(new MarketingOptOutEntity({ channel: 'email', address: subscriber.email, origin: 'unsubscribe_link', recordedBy: null }));
    });
  }

  /**
   * Confirms the subscription a link was made for, once: only while it is the address's current subscription,
   * unconfirmed, still subscribed and within its confirmation days. False when the link cannot (or no longer) confirm.
   */
  async confirm({ subscriberId, consentedAt }: ConfirmationClaim, clientAddress: string): Promise<boolean> {
    const earliest = new Date(Date.now() - NEWSLETTER_CONFIRMATION_DAYS * 86_400_000);
    if (consentedAt < earliest) return false;
    const confirmed = await this.em.nativeUpdate(
      NewsletterSubscriberEntity,
      { id: subscriberId, consentedAt, confirmedAt: null, unsubscribedAt: null },
      { confirmedAt: new Date(), confirmedFrom: clientAddress, updatedAt: new Date() },
    );
    return confirmed === 1;
  }
}
