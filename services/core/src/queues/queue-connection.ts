import type { ConnectionOptions } from 'bullmq';

/** BullMQ connection settings; workers block on Redis, so commands must never give up retrying. */
export function queueConnection(redisUrl: string): ConnectionOptions {
  return { url: redisUrl, maxRetriesPerRequest: null };
}
