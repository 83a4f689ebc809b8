import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { NewsletterSubscribersRepository } from './newsletter-subscribers.repository';
import { NewsletterTokens } from './newsletter-tokens';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

@Module({
  imports: [RateLimitModule],
  controllers: [NewsletterController],
  providers: [NewsletterSubscribersRepository, NewsletterTokens, NewsletterService],
})
export class NewsletterModule {}
