import { MikroORM } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { defineJob, type JobDefinition, onQueue } from '@app/core';
import type { WorkerConfig } from '../config/worker-config';
import type { ProviderMethods } from '../jobs/provider-methods';
import { Reconciler } from './reconciler';

const mediaJob = defineJob('test.media', 'media', z.object({}));
const mailJob = defineJob('test.mail', 'notifications', z.object({}));
const twoQueuesJob = defineJob('test.both', ['notifications', 'media'], z.object({}));

function setup(tasks: [JobDefinition, () => Promise<unknown>][]) {
  const methods = { marked: () => tasks } as unknown as ProviderMethods;
  const config = { WORKER_QUEUES: ['media'], RECONCILE_INTERVAL_MS: 60_000, WORKER_SHUTDOWN_TIMEOUT_MS: 1000 } as WorkerConfig;
  const orm = { em: { fork: () => ({}), name: 'default' } } as unknown as MikroORM;
  return new Reconciler(config, methods, orm);
}

describe('Reconciler', () => {
  it('runs the tasks of the consumed queues at start, goes on after one fails, and never overlaps runs', async () => {
    const failing = jest.fn(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    });
    const working = jest.fn(async () => ({ requeued: 1 }));
    const otherQueue = jest.fn(async () => null);
    const sameKindOnConsumedQueue = jest.fn(async () => null);
    const sameKindOnOtherQueue = jest.fn(async () => null);
    const reconciler = setup([
      [mediaJob, failing],
      [mediaJob, working],
      [mailJob, otherQueue],
      [onQueue(twoQueuesJob, 'media'), sameKindOnConsumedQueue],
      [twoQueuesJob, sameKindOnOtherQueue],
    ]);

    reconciler.onApplicationBootstrap();
    const [first, second] = [reconciler.runOnce(), reconciler.runOnce()];
    await Promise.all([first, second]);
    await reconciler.beforeApplicationShutdown();

    expect(second).toBe(first);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(working).toHaveBeenCalledTimes(1);
    expect(otherQueue).not.toHaveBeenCalled();
    // A kind on several queues is reconciled per queue, by the workers consuming that queue.
    expect(sameKindOnConsumedQueue).toHaveBeenCalledTimes(1);
    expect(sameKindOnOtherQueue).not.toHaveBeenCalled();
  });
});
