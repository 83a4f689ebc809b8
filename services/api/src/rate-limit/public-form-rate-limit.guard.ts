import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { RATE_LIMIT_MESSAGE } from '@app/contracts';
import { type PublicForm, PublicFormRateLimiter } from './public-form-rate-limiter';

export const RATE_LIMITED_FORM = 'rateLimitedForm';

/** Takes a submission slot before the body is even validated, so junk counts against the sender too. */
@Injectable()
export class PublicFormRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: PublicFormRateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const form = this.reflector.get<PublicForm>(RATE_LIMITED_FORM, context.getHandler());
    const http = context.switchToHttp();
    const retryAfterSeconds = await this.limiter.take(form, http.getRequest<Request>().ip ?? 'unknown');
    if (retryAfterSeconds === 0) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(retryAfterSeconds));
    throw new HttpException(RATE_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}
