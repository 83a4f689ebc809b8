import request from 'supertest';
import { ReadinessSchema } from '@app/contracts';
import { eventually } from '@app/core/testing';
import { createTestApp, useTestApp } from '../testing/test-app';

describe('health and readiness', () => {
  const context = useTestApp();

  it('answers liveness with 200', async () => {
    await request(context.server).get('/api/health').expect(200, { status: 'ok' });
  });

  it('reports PostgreSQL and Redis up and counts workers per queue', async () => {
    // Each check is bounded (2 s): on a loaded machine a worker count can time out and report no queues, so ask again.
    const report = await eventually(
      async () => {
        const response = await request(context.server).get('/api/ready').expect(200);
        const readiness = ReadinessSchema.parse(response.body);
        return Object.keys(readiness.checks.workers.queues).length > 0 && readiness;
      },
      { message: 'a readiness report that counts the workers' },
    );
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
