import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '@app/contracts';
import { API_CONFIG, type ApiConfig } from '../config/api-config';


/**
 * The token of an unsubscribe link: the subscriber id and its HMAC-SHA256 under NEWSLETTER_TOKEN_SECRET
 * (default: the session secret, with its own purpose label). It never expires, as unsubscribe links must not.
 */
@Injectable()
export class NewsletterTokens {
  private readonly secret: string;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.secret = config.NEWSLETTER_TOKEN_SECRET ?? config.JWT_SECRET;
  }

  sign(subscriberId: string): string {
    return `${subscriberId}.${this.signature(subscriberId).toString('base64url')}`;
  }

  /** The subscriber id the token was signed for, or null when it is malformed or altered. */
  verify(token: string): string | null {
    const [subscriberId = '', signature = '', ...rest] = token.split('.');
    if (rest.length > 0 || !isUuid(subscriberId)) return null;
    const expected = this.signature(subscriberId);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? subscriberId : null;
  }

  private signature(subscriberId: string): Buffer {
    return createHmac('sha256', this.secret).update(`newsletter-unsubscribe\n${subscriberId}`).digest();
  }
}
