import Redis from 'ioredis';
import { Client } from 'pg';
import { ApiClient, RedisServer, ServiceProcess, TcpProxy, createTestDatabase, serverEnv } from './index';

describe('system test harness', () => {
  it('a cut proxy makes PostgreSQL unreachable until it is restored', async () => {
    const proxy = await TcpProxy.start({ host: '127.0.0.1', port: 5432 });
    const url = proxy.rewrite('postgres://postgres@127.0.0.1:5432/postgres');
    const query = async () => {
      const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
      await client.connect();
      try {
        return (await client.query('select 1 as one')).rows[0].one;
      } finally {
        await client.end();
      }
    };
    try {
      expect(await query()).toBe(1);
      await proxy.cut();
      await expect(query()).rejects.toThrow();
      await proxy.restore();
      expect(await query()).toBe(1);
    } finally {
      await proxy.close();
    }
  });

  it('an append-only Redis keeps its data across a restart', async () => {
    const redis = await RedisServer.start({ appendOnly: true });
    const client = () => new Redis(redis.url, { maxRetriesPerRequest: 1 });
    try {
      const before = client();
      await before.set('kept', 'yes');
      before.disconnect();
      await redis.restart();
      const after = client();
      expect(await after.get('kept')).toBe('yes');
      after.disconnect();
    } finally {
      await redis.close();
    }
  });

  it('starts a real API process on its own database and Redis, and stops it with SIGTERM', async () => {
    const database = await createTestDatabase('harness');
    const redis = await RedisServer.start();
    try {
      const api = await ServiceProcess.api(serverEnv({ databaseUrl: database.url, redisUrl: redis.url }));
      const client = new ApiClient(api.baseUrl);
      expect((await client.signIn()).status).toBe(200);
      expect((await client.get('/api/auth/me')).status).toBe(200);
      // Nest ends a clean shutdown by re-raising the signal, so a graceful exit reads as "killed by SIGTERM".
      const exit = await api.stop('SIGTERM', 15_000);
      expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
    } finally {
      await redis.close();
      await database.drop();
    }
  });
});
