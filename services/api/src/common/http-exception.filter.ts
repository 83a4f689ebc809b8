import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ErrorBody } from '@app/contracts';
import { describeErrorWithStack } from '@app/core';
import { unavailableDependencyMessage } from './unavailable-dependency';

/**
 * Turns every error into the JSON body of @app/contracts; no stack trace ever leaves the server. A subclass may
 * send that body otherwise (`send`), e.g. as a page.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const body = this.toErrorBody(exception, request);
    if (body.statusCode >= 500) this.logger.error(describeErrorWithStack(exception));
    if (!response.headersSent) this.send(response, body, request);
  }

  protected send(response: Response, body: ErrorBody, _request: Request): void {
    response.status(body.statusCode).json(body);
  }

  private toErrorBody(exception: unknown, request: Request): ErrorBody {
    if (exception instanceof HttpException) return this.fromHttpException(exception, request);
    const unavailable = unavailableDependencyMessage(exception);
    if (unavailable) return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, error: unavailable, message: unavailable };
    const message = 'Something went wrong on our side. Please try again.';
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: message, message };
  }

  private fromHttpException(exception: HttpException, request: Request): ErrorBody {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const details = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
    const message =
      statusCode === HttpStatus.NOT_FOUND && String(details.message ?? '').startsWith('Cannot ')
        ? `No such API route: ${request.method} ${request.path}`
        : (readMessage(details.message) ?? (typeof response === 'string' ? response : exception.message));
    return {
      statusCode,
      error: message,
      message,
      ...(Array.isArray(details.issues) ? { issues: details.issues as ErrorBody['issues'] } : {}),
      ...(details.conflict ? { conflict: details.conflict } : {}),
      ...(details.stale === true ? { stale: true as const } : {}),
      ...(Array.isArray(details.nextSlots) ? { nextSlots: details.nextSlots as ErrorBody['nextSlots'] } : {}),
      ...(Array.isArray(details.warnings) ? { warnings: details.warnings as ErrorBody['warnings'] } : {}),
    };
  }
}

function readMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}
