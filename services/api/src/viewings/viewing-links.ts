import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '@app/contracts';
import { isTokenSignature, tokenSignature } from '../common/signed-token';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

const PURPOSE = 'viewing-manage';

/**
 * The signed links of a booking (HMAC under JWT_SECRET, purpose-labelled): its confirmation page and the page where
 * the visitor cancels or reschedules. The token is the booking id and its signature; it never expires, the page
 * decides what may still be done.
 */
@Injectable()
export class ViewingLinks {
  private readonly secret: string;
  private readonly site: string;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.secret = config.JWT_SECRET;
    this.site = config.PUBLIC_URL;
  }

  token(bookingId: string): string {
    return `${bookingId}.${tokenSignature(this.secret, PURPOSE, bookingId)}`;
  }

  /** The booking id a token was signed for, or null when it is malformed or altered. */
  verify(token: string): string | null {
    const [bookingId = '', signature = '', ...rest] = token.split('.');
    if (rest.length > 0 || !isUuid(bookingId)) return null;
    return isTokenSignature(signature, this.secret, PURPOSE, bookingId) ? bookingId : null;
  }

  /** The site path of a booking's page (`/viewings/booked`, `/viewings/manage`, its calendar file) with its token. */
  pagePath(page: string, bookingId: string): string {
    return `${page}?token=${encodeURIComponent(this.token(bookingId))}`;
  }

  /** The absolute link of the manage page, as the e-mails carry it. */
  manageUrl(page: string, bookingId: string): string {
    return new URL(this.pagePath(page, bookingId), this.site).toString();
  }
}
