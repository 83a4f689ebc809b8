import { type ArgumentsHost, Catch } from '@nestjs/common';
import type { Response } from 'express';
import { HttpExceptionFilter } from '../common/http-exception.filter';
import { TooManyAttemptsException } from './auth.service';

/** The usual JSON error body, plus Retry-After in seconds. */
@Catch(TooManyAttemptsException)
export class TooManyAttemptsFilter extends HttpExceptionFilter {
  override catch(exception: TooManyAttemptsException, host: ArgumentsHost) {
    host.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(exception.retryAfterSeconds));
    super.catch(exception, host);
  }
}
