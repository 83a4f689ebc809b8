import { Module } from '@nestjs/common';
import { PublicFormRateLimitGuard } from './public-form-rate-limit.guard';
import { PublicFormRateLimiter } from './public-form-rate-limiter';

/** Import beside a controller that uses @RateLimited(). */
@Module({ providers: [PublicFormRateLimiter, PublicFormRateLimitGuard], exports: [PublicFormRateLimiter, PublicFormRateLimitGuard] })
export class RateLimitModule {}
