import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '@app/contracts';
import { isTokenSignature, tokenSignature } from '../common/signed-token';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

/** What a confirmation link was signed for: one subscription, known by its subscriber and its start. */
export type ConfirmationClaim = { subscriberId: string; consentedAt: Date };

/**
 * The tokens of newsletter links, HMAC-SHA256 under NEWSLETTER_TOKEN_SECRET (default: the session secret), each kind
 * with its own purpose label. An unsubscribe token is the subscriber id and its signature, and never expires, as
 * unsubscribe links must not. A confirmation token also carries the subscription's start: a new subscription makes
 * older links useless, and the repository takes it only once, within the confirmation days.
 */
@Injectable()
export class NewsletterTokens {
  private readonly secret: string;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.secret = config.NEWSLETTER_TOKEN_SECRET ?? config.JWT_SECRET;
  }

  sign(subscriberId: string): string {
    return `${subscriberId}.${tokenSignature(this.secret, 'newsletter-unsubscribe', subscriberId)}`;
  }

  /** The subscriber id the token was signed for, or null when it is malformed or altered. */
  verify(token: string): string | null {
    const [subscriberId = '', signature = '', ...rest] = token.split('.');
    if (rest.length > 0 || !isUuid(subscriberId)) return null;
    return isTokenSignature(signature, this.secret, 'newsletter-unsubscribe', subscriberId) ? subscriberId : null;
  }

  signConfirmation({ subscriberId, consentedAt }: ConfirmationClaim): string {
    const claim = `${subscriberId}.${consentedAt.getTime()}`;
    return `${claim}.${tokenSignature(this.secret, 'newsletter-confirm', claim)}`;
  }

  /** The subscription a confirmation token was signed for, or null when it is malformed or altered. */
  verifyConfirmation(token: string): ConfirmationClaim | null {
    const [subscriberId = '', time = '', signature = '', ...rest] = token.split('.');
    if (rest.length > 0 || !isUuid(subscriberId) || !/^\d{1,15}$/.test(time)) return null;
    const matches = isTokenSignature(signature, this.secret, 'newsletter-confirm', `${subscriberId}.${time}`);
    return matches ? { subscriberId, consentedAt: new Date(Number(time)) } : null;
  }
}
