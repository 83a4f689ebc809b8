import { Controller, HttpCode, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  FORM_SENT,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_ENDPOINTS,
  type NewsletterConfirmInput,
  type NewsletterConfirmResult,
  NewsletterConfirmSchema,
  type NewsletterFormPost,
  NewsletterFormPostSchema,
  type NewsletterResult,
  NewsletterSubscribeSchema,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type NewsletterSubscription,
  type NewsletterUnsubscribeInput,
  type NewsletterUnsubscribeResult,
  NewsletterUnsubscribeSchema,
} from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { ClientAddress } from '../common/current-user.decorator';
import { ValidBody, ValidQuery } from '../common/zod-validation.pipe';
import { redirectToPage } from '../form-posts/form-post-answers';
import { FormPostEndpoint } from '../form-posts/form-post-endpoint.decorator';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { NewsletterService } from './newsletter.service';

/** SPEC §7 POST /api/newsletter/subscribe, and the confirmation and unsubscribe the links' pages post (a GET changes nothing). */
@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Endpoint(NEWSLETTER_ENDPOINTS.subscribe)
  @RateLimited('newsletter')
  subscribe(@ValidBody(NewsletterSubscribeSchema) input: NewsletterSubscription, @ClientAddress() clientAddress: string): Promise<NewsletterResult> {
    return this.newsletter.subscribe(input, clientAddress);
  }

  /** The form sent without JavaScript: subscribed the same way, then 303 back to its page (or 400 with its message). */
  @FormPostEndpoint(NEWSLETTER_ENDPOINTS.subscribeForm)
  @RateLimited('newsletter')
  async subscribeForm(
    @ValidBody(NewsletterFormPostSchema) input: NewsletterFormPost,
    @ClientAddress() clientAddress: string,
    @Res() response: Response,
  ): Promise<void> {
    const { returnTo, ...subscription } = input;
    const result = await this.newsletter.subscribe(subscription, clientAddress);
    redirectToPage(response, returnTo, result.confirmationPending ? FORM_SENT.newsletterPending : FORM_SENT.newsletter);
  }

  @Endpoint(NEWSLETTER_ENDPOINTS.confirm)
  @HttpCode(HttpStatus.OK)
  confirm(@ValidBody(NewsletterConfirmSchema) input: NewsletterConfirmInput, @ClientAddress() clientAddress: string): Promise<NewsletterConfirmResult> {
    return this.newsletter.confirm(input.token, clientAddress);
  }

  @Endpoint(NEWSLETTER_ENDPOINTS.unsubscribe)
  @HttpCode(HttpStatus.OK)
  unsubscribe(@ValidBody(NewsletterUnsubscribeSchema) input: NewsletterUnsubscribeInput): Promise<NewsletterUnsubscribeResult> {
    return this.newsletter.unsubscribe(input.token);
  }

  /**
   * RFC 8058 one-click: a mail provider posts `List-Unsubscribe=One-Click` to the List-Unsubscribe link, whose query
   * holds the token; no session, cookie or Origin is needed (the catalogue entry's `crossSite`).
   */
  @Endpoint(NEWSLETTER_ENDPOINTS.unsubscribeOneClick)
  @HttpCode(HttpStatus.OK)
  unsubscribeOneClick(@ValidQuery(NewsletterUnsubscribeSchema) input: NewsletterUnsubscribeInput): Promise<NewsletterUnsubscribeResult> {
    return this.newsletter.unsubscribe(input.token);
  }

  /** The confirmation link's button without JavaScript: confirmed the same way, then 303 back to its page (or a page saying why not). */
  @FormPostEndpoint(NEWSLETTER_ENDPOINTS.confirmForm)
  async confirmForm(
    @ValidBody(NewsletterConfirmSchema) input: NewsletterConfirmInput,
    @ClientAddress() clientAddress: string,
    @Res() response: Response,
  ): Promise<void> {
    await this.newsletter.confirm(input.token, clientAddress);
    redirectToPage(response, NEWSLETTER_CONFIRM_PATH, FORM_SENT.newsletterConfirmed);
  }

  /** The unsubscribe link's button without JavaScript: unsubscribed the same way, then 303 back to its page. */
  @FormPostEndpoint(NEWSLETTER_ENDPOINTS.unsubscribeForm)
  async unsubscribeForm(@ValidBody(NewsletterUnsubscribeSchema) input: NewsletterUnsubscribeInput, @Res() response: Response): Promise<void> {
    await this.newsletter.unsubscribe(input.token);
    redirectToPage(response, NEWSLETTER_UNSUBSCRIBE_PATH, FORM_SENT.newsletterUnsubscribed);
  }
}
