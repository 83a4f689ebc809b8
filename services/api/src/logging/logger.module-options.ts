import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import { HEALTH_ENDPOINTS } from '@app/contracts';
import { REDACTED_LOG_PATHS } from '@app/core';
import type { ApiConfig } from '../config/api-config';

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Structured JSON logs; the browser's X-Request-Id ties a log line to the request that caused it. */
export function loggerModuleOptions(config: ApiConfig): Params {
  return {
    pinoHttp: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[REDACTED]' },
      genReqId: (request: IncomingMessage) => {
        const given = request.headers['x-request-id'];
        return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      },
      autoLogging: { ignore: (request: IncomingMessage) => request.url === HEALTH_ENDPOINTS.health.path },
    },
  };
}
