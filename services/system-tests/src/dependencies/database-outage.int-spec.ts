import Redis from 'ioredis';
import { PUBLIC_CONTENT_GENERATION_KEY, publicContentInvalidationChannel, serverRedisKeyPrefix } from '@app/core';
import { ApiClient, type OwnDatabase, RedisServer, type ServerEnv, ServiceProcess, TcpProxy, createTestDatabase, serverEnv } from '../support';

/** No load balancer to wait for: the API may close connections soon after SIGTERM. */

/** Every answer during an outage comes within this (the pool waits at most 2 s for a connection). */
const ANSWER_BOUND_MS = 3000;
const DATABASE_DOWN = /database is not answering/;

/** The API reaches PostgreSQL through a proxy that the tests cut, as if the database went away, and restore. */
describe('API while PostgreSQL is down', () => {
  let database: OwnDatabase;
  let proxy: TcpProxy;
  let redis: RedisServer;
  let env: ServerEnv;
  let api: ServiceProcess;

  beforeAll(async () => {
    database = await createTestDatabase('db_outage');
    proxy = await TcpProxy.start({ host: '127.0.0.1', port: 5432 });
    redis = await RedisServer.start();
    env = serverEnv({ databaseUrl: proxy.rewrite(database.url), redisUrl: redis.url });
    api = await ServiceProcess.api(env);
  });
  afterEach(() => proxy.restore());
  afterAll(async () => {
    await api?.stop('SIGTERM', 15_000);
    await proxy?.close();
    await redis?.close();
    await database?.drop();
  });

  it('answers signed-in admin reads with 503 and a clear message, then 200 once it is back', async () => {
    const staff = new ApiClient(api.baseUrl);
    expect((await staff.signIn()).status).toBe(200);
    await proxy.cut();
    for (const path of ['/api/auth/me', '/api/admin/users', '/api/admin/media']) {
      const answer = await staff.get(path);
      expect({ path, status: answer.status, message: answer.body.message }).toEqual({ path, status: 503, message: expect.stringMatching(DATABASE_DOWN) });
      expect(answer.body.error).toBe(answer.body.message);
      expect(answer.elapsedMs).toBeLessThan(ANSWER_BOUND_MS);
    }
    await proxy.restore();
    expect((await staff.get('/api/admin/users')).status).toBe(200);
  });

  it('serves the last good blog list when its cache entry has expired during the outage', async () => {
    const visitor = new ApiClient(api.baseUrl);
    const before = await visitor.get<unknown[]>('/api/blog-posts');
    expect(before.status).toBe(200);
    expect(before.body.length).toBeGreaterThan(0);
    await proxy.cut();
    await expireBlogCache();
    for (let read = 0; read < 40; read += 1) {
      const answer = await visitor.get<unknown[]>('/api/blog-posts');
      expect({ read, status: answer.status }).toEqual({ read, status: 200 });
      expect(answer.body).toEqual(before.body);
      expect(answer.elapsedMs).toBeLessThan(ANSWER_BOUND_MS);
    }
  });

  it('answers sign-ins 503 during the outage without counting them, so the account is not locked afterwards', async () => {
    const staff = new ApiClient(api.baseUrl);
    await proxy.cut();
    const duringOutage: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await staff.signIn();
      duringOutage.push(answer.status);
      expect(answer.elapsedMs).toBeLessThan(ANSWER_BOUND_MS);
    }
    await proxy.restore();
    const afterOutage = (await staff.signIn()).status;
    expect({ duringOutage, afterOutage }).toEqual({ duringOutage: [503, 503, 503, 503, 503, 503], afterOutage: 200 });
  });

  /** Raises the cache generation and announces it, as a publish does: the entry the API holds is no longer read. */
  async function expireBlogCache() {
    const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    const prefix = serverRedisKeyPrefix(env.REDIS_PREFIX);
    try {
      await client.multi().incr(`${prefix}${PUBLIC_CONTENT_GENERATION_KEY}`).publish(publicContentInvalidationChannel(prefix), 'invalidated').exec();
    } finally {
      client.disconnect();
    }
  }
});
