import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { describeError, withTimeout } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

/** The API's own Redis connection (sign-in counters, form limits, the public blog cache); keys live under `<REDIS_PREFIX>:api:`. */
export const API_REDIS = Symbol('API_REDIS');

/** Longest wait for one command; callers then degrade as they each state. */
const COMMAND_TIMEOUT_MS = 300;
/** Longest wait for a connection (in the background, or at start before the first request). */
const CONNECT_TIMEOUT_MS = 2000;

/**
 * Fails fast while Redis is away: no offline queue (a command sent while disconnected is refused at once), a
 * command timeout, and one retry at most. The connection keeps reconnecting in the background.
 */
export function apiRedisClient(config: ApiConfig): Redis {
  return new Redis(config.REDIS_URL, {
    keyPrefix: `${config.REDIS_PREFIX}:api:`,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
}

/** Waits briefly for the first connection, so the first requests after start find it open; an absent Redis only logs. */
async function connectedApiRedis(config: ApiConfig): Promise<Redis> {
  const redis = apiRedisClient(config);
  const logger = new Logger('ApiRedis');
  let reported = false;
  redis.on('error', (error) => {
    if (!reported) logger.warn(`Redis is unavailable; sign-in answers 503 and caches are skipped until it is back: ${describeError(error)}`);
    reported = true;
  });
  redis.on('ready', () => (reported = false));
  try {
    await withTimeout(new Promise((resolve) => redis.once('ready', resolve)), CONNECT_TIMEOUT_MS, 'Redis');
  } catch {
    // Reported by the error listener and by /api/ready; the API still serves what needs no Redis.
  }
  return redis;
}

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(API_REDIS) private readonly redis: Redis) {}

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}

@Global()
@Module({
  providers: [{ provide: API_REDIS, inject: [API_CONFIG], useFactory: connectedApiRedis }, RedisLifecycle],
  exports: [API_REDIS],
})
export class RedisModule {}
