import Redis from 'ioredis';
import { ApiClient, type OwnDatabase, RedisServer, ServiceProcess, createTestDatabase, serverEnv } from '../support';

/** No load balancer to wait for: the API may close connections soon after SIGTERM. */

const NO_PERSISTENCE = /no append-only persistence/;
const EVICTING = /maxmemory-policy is allkeys-lru, not noeviction/;

type ReadinessBody = { status: string; warnings: string[] };

/** Issue 10, item 8: /api/ready warns about a Redis that could lose queued jobs, without failing readiness. */
describe('readiness and the Redis setup', () => {
  let database: OwnDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('redis_setup');
  });
  afterAll(() => database?.drop());

  async function readinessWith(redis: RedisServer) {
    const api = await ServiceProcess.api(serverEnv({ databaseUrl: database.url, redisUrl: redis.url }));
    try {
      return await new ApiClient(api.baseUrl).get<ReadinessBody>('/api/ready');
    } finally {
      await api.stop('SIGTERM', 15_000);
    }
  }

  it('warns, still ready, when Redis has no append-only file and may evict keys', async () => {
    const redis = await RedisServer.start({ appendOnly: false });
    try {
      const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
      await client.config('SET', 'maxmemory-policy', 'allkeys-lru');
      client.disconnect();
      const ready = await readinessWith(redis);
      expect(ready.status).toBe(200);
      expect(ready.body.warnings).toEqual([expect.stringMatching(NO_PERSISTENCE), expect.stringMatching(EVICTING)]);
    } finally {
      await redis.close();
    }
  });

  it('has no Redis warning with append-only persistence and noeviction', async () => {
    const redis = await RedisServer.start({ appendOnly: true });
    try {
      const ready = await readinessWith(redis);
      expect(ready.status).toBe(200);
      expect(ready.body.warnings).toEqual([]);
    } finally {
      await redis.close();
    }
  });
});
