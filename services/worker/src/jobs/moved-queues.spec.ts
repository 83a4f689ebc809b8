import { z } from 'zod';
import { defineJob, QUEUE_NAMES } from '@app/core';
import { loadWorkerConfig } from '../config/worker-config';
import { movedQueuesWarning } from './moved-queues';

const queuesOf = (WORKER_QUEUES?: string) =>
  loadWorkerConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused', ...(WORKER_QUEUES ? { WORKER_QUEUES } : {}) }).WORKER_QUEUES;

/** The five queues the `.env.example` of the release before decision 025 listed. */
const OLD_ENV_EXAMPLE_QUEUES = 'media,content,publishing,notifications,campaigns';

describe('movedQueuesWarning', () => {
  it('names the queues the sweeps moved to when WORKER_QUEUES is the old .env.example list', () => {
    expect(movedQueuesWarning(queuesOf(OLD_ENV_EXAMPLE_QUEUES))).toBe(
      'WORKER_QUEUES names publishing but not maintenance, tenancies, where some of its jobs run now (decision 025): ' +
        'unless another worker consumes maintenance and tenancies, add them to WORKER_QUEUES or remove the setting to consume every queue ' +
        '(/api/ready names any queue no worker consumes)',
    );
    expect(movedQueuesWarning(['publishing', 'maintenance'])).toContain('but not tenancies,');
  });

  it('is silent for every queue (the default), for a worker without the former queue, and once both new queues are named', () => {
    expect(movedQueuesWarning(queuesOf())).toBeNull();
    expect(movedQueuesWarning([...QUEUE_NAMES])).toBeNull();
    expect(movedQueuesWarning(['media'])).toBeNull();
    expect(movedQueuesWarning(['publishing', 'maintenance', 'tenancies'])).toBeNull();
  });

  it('follows any kind’s formerQueues, not a list of its own', () => {
    const moved = defineJob('moved.kind', 'campaigns', z.object({}), { formerQueues: ['notifications'] });
    expect(movedQueuesWarning(['notifications'], [moved])).toContain('names notifications but not campaigns');
    expect(movedQueuesWarning(['campaigns'], [moved])).toBeNull();
  });
});
