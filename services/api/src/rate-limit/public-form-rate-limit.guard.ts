import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { RATE_LIMIT_MESSAGE } from '@app/contracts';
import { RenderRequests } from '../common/render-requests';
import { type PublicForm, PublicFormRateLimiter } from './public-form-rate-limiter';

export const RATE_LIMITED_FORM = 'rateLimitedForm';

/**
 * Takes a submission slot before the body is even validated, so junk counts against the sender too. The server
 * render's own reads (a listing's slots, for its page) are the site's, not a visitor's: they are not counted.
 */
@Injectable()
export class PublicFormRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: PublicFormRateLimiter,
    private readonly renderRequests: RenderRequests,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const form = this.reflector.get<PublicForm>(RATE_LIMITED_FORM, context.getHandler());
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (this.renderRequests.isRender(request)) return true;
    const retryAfterSeconds = await this.limiter.take(form, request.ip ?? 'unknown');
    if (retryAfterSeconds === 0) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(retryAfterSeconds));
    throw new HttpException(RATE_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}
