import { SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import type { PublicForm } from './public-form-rate-limiter';
import { PublicFormRateLimitGuard, RATE_LIMITED_FORM } from './public-form-rate-limit.guard';

/** Limits how often one client address may submit this public form (429 with Retry-After beyond it). */
export const RateLimited = (form: PublicForm) => applyDecorators(SetMetadata(RATE_LIMITED_FORM, form), UseGuards(PublicFormRateLimitGuard));
