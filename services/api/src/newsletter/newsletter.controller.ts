import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  type NewsletterResult,
  type NewsletterSubscription,
  NewsletterSubscribeSchema,
  type NewsletterUnsubscribeInput,
  NewsletterUnsubscribeSchema,
  type NewsletterUnsubscribeResult,
} from '@app/contracts';
import { ClientAddress } from '../auth/current-user.decorator';
import { Public } from '../common/public.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { NewsletterService } from './newsletter.service';

/** SPEC §7 POST /api/newsletter/subscribe, and the unsubscribe the link's page posts (a GET never unsubscribes). */
@Public()
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe')
  @RateLimited('newsletter')
  subscribe(
    @Body(new ZodValidationPipe(NewsletterSubscribeSchema)) input: NewsletterSubscription,
    @ClientAddress() clientAddress: string,
  ): Promise<NewsletterResult> {
    return this.newsletter.subscribe(input, clientAddress);
  }

  @Post('unsubscribe')
  @HttpCode(HttpStatus.OK)
  unsubscribe(@Body(new ZodValidationPipe(NewsletterUnsubscribeSchema)) input: NewsletterUnsubscribeInput): Promise<NewsletterUnsubscribeResult> {
    return this.newsletter.unsubscribe(input.token);
  }
}
