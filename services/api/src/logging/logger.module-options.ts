import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import { type Logger as Pino, stdSerializers } from 'pino';
import { HEALTH_ENDPOINTS } from '@app/contracts';
import { REDACTED_LOG_PATHS, logFormat } from '@app/core';
import type { ApiConfig } from '../config/api-config';
import type { PublicAnswerSampler } from './public-answer-sampler';
import { requestIdOf } from './trace-requests';

/** pino-http gives each request its `id`; the session guard puts the signed-in user on it. */
type LoggedRequest = IncomingMessage & { user?: { id?: string } };

/**
 * Logs as logFormat() writes them (JSON, or pretty on a terminal), one short line per request: method, url, status, duration, request id (the browser's
 * X-Request-Id ties a line to the request that caused it), the signed-in user's id and the length sent; no headers.
 * Successful reads any cache may keep (Cache-Control: public) are sampled by `sampler`; errors and every other
 * request are always logged.
 */
export function loggerModuleOptions(config: ApiConfig, sampler: PublicAnswerSampler): Params {
  return {
    // Every route, in the path syntax of Express 5 (nestjs-pino's default '*' is converted with a warning at start-up).
    forRoutes: [{ path: '{*all}', method: RequestMethod.ALL }],
    pinoHttp: {
      ...logFormat(),
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[REDACTED]' },
      genReqId: requestIdOf,
      autoLogging: { ignore: (request: IncomingMessage) => request.url === HEALTH_ENDPOINTS.health.path },
      // The raw request and response reach these: nothing else of them (headers, addresses) is copied per request.
      wrapSerializers: false,
      serializers: { req: requestFields, res: responseFields, err: stdSerializers.err },
      customLogLevel: (request: IncomingMessage, response: ServerResponse, error?: Error) => {
        if (error || response.statusCode >= 500) return 'error';
        return sampler.shouldLog(request, response) ? 'info' : 'silent';
      },
      customSuccessObject: (request: LoggedRequest, _response: ServerResponse, logged: object) => withUser(request, logged),
      customErrorObject: (request: LoggedRequest, _response: ServerResponse, _error: Error, logged: object) => withUser(request, logged),
    },
  };
}

/** The line pino-http would write, for an answer sent before Express (and so before pino-http) saw the request. */
export function logEarlyAnswer(logger: Pino, sampler: PublicAnswerSampler, request: LoggedRequest, response: ServerResponse, startedAt: number): void {
  if (!sampler.shouldLog(request, response)) return;
  request.id ??= requestIdOf(request);
  // The logger's own serializers (above) turn the request and response into their few fields.
  logger.info({ req: request, res: response, responseTime: Date.now() - startedAt }, 'request completed');
}

function requestFields(request: LoggedRequest) {
  return { id: request.id, method: request.method, url: request.url };
}

function responseFields(response: ServerResponse) {
  const length = response.getHeader('content-length');
  return { statusCode: response.statusCode, contentLength: length === undefined ? undefined : Number(length) };
}

function withUser(request: LoggedRequest, logged: object): object {
  const userId = request.user?.id;
  return userId ? { ...logged, userId } : logged;
}
