// Redis must be reachable before the API and worker start: say plainly what to do when it is not.
import { Redis } from 'ioredis';

export async function assertRedisReachable(redisUrl) {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } catch {
    throw new Error(
      `Redis is not reachable at ${redisUrl}.\n` +
        `Start Redis (for example: redis-server --daemonize yes --appendonly yes --bind 127.0.0.1 --port 6379) ` +
        `or set REDIS_URL to a running Redis, then run the command again.`,
    );
  } finally {
    client.disconnect();
  }
}
