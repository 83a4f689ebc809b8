import request from 'supertest';
import { ReadinessSchema } from '@app/contracts';
import { createTestApp } from '../testing/test-app';

describe('health and readiness', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.app.close());

  it('answers liveness with 200', async () => {
    await request(context.server).get('/api/health').expect(200, { status: 'ok' });
  });

  it('reports PostgreSQL and Redis up and counts workers per queue', async () => {
    const response = await request(context.server).get('/api/ready').expect(200);
    const report = ReadinessSchema.parse(response.body);
    expect(report.checks.database.status).toBe('up');
    expect(report.checks.redis.status).toBe('up');
    expect(Object.keys(report.checks.workers.queues).sort()).toEqual([
      'campaigns',
      'content',
      'maintenance',
      'media',
      'notifications',
      'publishing',
      'tenancies',
    ]);
  });
});

describe('readiness with Redis down', () => {
  it('answers 503 and names Redis, without the cause', async () => {
    const { app, server } = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const response = await request(server).get('/api/ready').expect(503);
      expect(response.body.status).toBe('not_ready');
      expect(response.body.checks.redis).toEqual({ status: 'down', error: 'Redis is unreachable' });
      expect(JSON.stringify(response.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
      expect(response.body.checks.database.status).toBe('up');
    } finally {
      await app.close();
    }
  });
});
