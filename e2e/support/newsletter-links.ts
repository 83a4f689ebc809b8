import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { endpointUrl, INBOX_ENDPOINTS, type SubscriberPage } from '@app/contracts';
import { NEWSLETTER_TOKEN_SECRET } from './newsletter-token-secret';

/** As services/api's NewsletterTokens signs them: HMAC-SHA256 of `purpose\npayload`, base64url. */
function signature(purpose: string, payload: string): string {
  return createHmac('sha256', NEWSLETTER_TOKEN_SECRET).update(`${purpose}\n${payload}`).digest('base64url');
}

/** The token of a subscriber's unsubscribe link. */
export function unsubscribeToken(subscriberId: string): string {
  return `${subscriberId}.${signature('newsletter-unsubscribe', subscriberId)}`;
}

/** The token of the confirmation link of a subscription started at `consentedAt`. */
export function confirmationToken(subscriberId: string, consentedAt: string): string {
  const claim = `${subscriberId}.${new Date(consentedAt).getTime()}`;
  return `${claim}.${signature('newsletter-confirm', claim)}`;
}

/** Subscribes `email` through the public API, and answers its subscriber as staff (`staff` is signed in) see it. */
export async function subscribeThroughApi(visitor: APIRequestContext, staff: APIRequestContext, email: string) {
  const subscribed = await visitor.post('/api/newsletter/subscribe', { data: { email } });
  expect(subscribed.status(), await subscribed.text()).toBeLessThan(300);
  const response = await staff.get(endpointUrl(INBOX_ENDPOINTS.subscribers, {}, { q: email }));
  expect(response.status(), await response.text()).toBe(200);
  const [subscriber] = ((await response.json()) as SubscriberPage).items.filter((item) => item.email === email);
  if (!subscriber) throw new Error(`No subscriber ${email}`);
  return subscriber;
}
