import request from 'supertest';
import { JobQueues } from '@app/core';
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
