import { isDatabaseUnavailable, QueueUnavailableError } from '@app/core';

export const UNAVAILABLE_MESSAGES = {
  database: 'The database is not answering right now. Please try again in a minute.',
  queues: 'Background processing is unavailable right now. Please try again in a minute.',
} as const;

/** How the API's fail-fast ioredis connections refuse a command while Redis is away (see producerConnection, serverRedisClient). */
const REDIS_UNAVAILABLE_MESSAGE = /enableOfflineQueue options is false|Command timed out|Connection is closed|max retries per request/i;

/** The 503 message for an error that means PostgreSQL or Redis is down rather than a bug, else null. */
export function unavailableDependencyMessage(error: unknown): string | null {
  if (error instanceof QueueUnavailableError) return UNAVAILABLE_MESSAGES.queues;
  if (isDatabaseUnavailable(error)) return UNAVAILABLE_MESSAGES.database;
  if (error instanceof Error && REDIS_UNAVAILABLE_MESSAGE.test(error.message)) return UNAVAILABLE_MESSAGES.queues;
  return null;
}
