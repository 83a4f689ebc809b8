import type { ConnectionOptions } from 'bullmq';

/** How long an enqueue may take, connecting included, before the caller is told the queue is unavailable. */
export const ENQUEUE_TIMEOUT_MS = 1000;
/** A (re)connection attempt in the background; requests never wait for it (see ENQUEUE_TIMEOUT_MS). */
const PRODUCER_CONNECT_TIMEOUT_MS = 2000;

/** BullMQ connection settings for workers and queue events: they block on Redis, so commands must never give up retrying. */
export function queueConnection(redisUrl: string): ConnectionOptions {
  return { url: redisUrl, maxRetriesPerRequest: null };
}

/**
 * Connection settings for producers (adding jobs, reading their state): while Redis is away, commands fail at
 * once instead of waiting in ioredis' offline queue, so a request answers in time and the caller decides
 * what becomes of the work. The connection itself keeps reconnecting in the background.
 */
export function producerConnection(redisUrl: string): ConnectionOptions {
  return {
    url: redisUrl,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: PRODUCER_CONNECT_TIMEOUT_MS,
    commandTimeout: ENQUEUE_TIMEOUT_MS,
  };
}
