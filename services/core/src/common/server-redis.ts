import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { describeError } from '../logging/describe-error';
import { withTimeout } from '../timing/with-timeout';

/** The Redis connection of a server process for caches, counters and limits (not the queues). */
export const SERVER_REDIS = Symbol('SERVER_REDIS');

/** Longest wait for one command; callers then degrade as they each state. */
const COMMAND_TIMEOUT_MS = 300;
/** Longest wait for a connection (in the background, or at start before the first request). */
const CONNECT_TIMEOUT_MS = 2000;

type RedisSettings = { REDIS_URL: string; REDIS_PREFIX: string };

/** Where this connection's keys live: `<REDIS_PREFIX>:server:`. */
export function serverRedisKeyPrefix(redisPrefix: string): string {
  return `${redisPrefix}:server:`;
}

/**
 * Fails fast while Redis is away: no offline queue (a command sent while disconnected is refused at once), a
 * command timeout, and one retry at most. The connection keeps reconnecting in the background.
 */
export function serverRedisClient(settings: RedisSettings): Redis {
  return new Redis(settings.REDIS_URL, {
    keyPrefix: serverRedisKeyPrefix(settings.REDIS_PREFIX),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
}

/** Waits briefly for the first connection, so the first requests after start find it open; an absent Redis only logs. */
export async function connectedServerRedis(settings: RedisSettings): Promise<Redis> {
  const redis = serverRedisClient(settings);
  const logger = new Logger('ServerRedis');
  let reported = false;
  redis.on('error', (error) => {
    if (!reported)
      logger.warn(`Redis is unavailable; caches, counters and limits are skipped, each as its caller states, until it is back: ${describeError(error)}`);
    reported = true;
  });
  redis.on('ready', () => (reported = false));
  try {
    await withTimeout(new Promise((resolve) => redis.once('ready', resolve)), CONNECT_TIMEOUT_MS, 'Redis');
  } catch {
    // Reported by the error listener and by /api/ready; the process still serves what needs no Redis.
  }
  return redis;
}

@Injectable()
export class ServerRedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(SERVER_REDIS) private readonly redis: Redis) {}

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
