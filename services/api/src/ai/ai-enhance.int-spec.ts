import { Worker } from 'bullmq';
import request from 'supertest';
import { JobQueues, queueConnection } from '@app/core';
import { accountFactory } from '../testing/accounts';
import { createTestApp } from '../testing/test-app';
import { AI_MESSAGES } from './ai.service';

describe('enhance without a running worker', () => {
  it('answers 504 after AI_ENHANCE_WAIT_MS and withdraws the job', async () => {
    const REDIS_PREFIX = `${process.env.REDIS_PREFIX}-ai-no-worker`;
    const api = await createTestApp({ REDIS_PREFIX, AI_ENHANCE_WAIT_MS: '1000' });
    const queues = new JobQueues(api.config.REDIS_URL, REDIS_PREFIX);
    try {
      const editor = await (await accountFactory(api.app)).create('content_manager');
      const response = await request(api.server).post('/api/admin/content/enhance').set('Cookie', editor.cookie).send({ content: '<p>Text</p>' }).expect(504);
      expect(response.body).toMatchObject({ statusCode: 504, message: AI_MESSAGES.noAnswer });
      expect(await queues.queue('content').getJobCounts('waiting')).toEqual({ waiting: 0 });
    } finally {
      await queues.close();
      await api.app.close();
    }
  });
});

describe('enhance with a running worker', () => {
  it("answers with the worker's article as soon as it is written", async () => {
    const REDIS_PREFIX = `${process.env.REDIS_PREFIX}-ai-quick-worker`;
    const api = await createTestApp({ REDIS_PREFIX, AI_ENHANCE_WAIT_MS: '20000' });
    const worker = new Worker('content', async () => ({ content: '<p>Clearer text</p>' }), {
      connection: queueConnection(api.config.REDIS_URL),
      prefix: REDIS_PREFIX,
    });
    try {
      const editor = await (await accountFactory(api.app)).create('content_manager');
      const started = Date.now();
      const response = await request(api.server).post('/api/admin/content/enhance').set('Cookie', editor.cookie).send({ content: '<p>Text</p>' }).expect(200);
      expect(response.body).toEqual({ content: '<p>Clearer text</p>' });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await worker.close();
      await api.app.close();
    }
  });
});
