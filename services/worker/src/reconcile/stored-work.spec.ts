import type { JobQueues } from '@app/core';
import { defineJob } from '@app/core';
import { z } from 'zod';
import type { WorkerConfig } from '../config/worker-config';
import { type StoredWork, type StoredWorkSourceOf, StoredWorkReconciler } from './stored-work';

const HOUR = 60 * 60 * 1000;
const job = defineJob('test.work', 'media', z.object({ id: z.string() }), { jobId: ({ id }) => `job-${id}` });

function setup(states: Record<string, string>, works: StoredWork[]) {
  const queue = { getJobState: jest.fn(async (id: string) => states[id] ?? 'unknown'), remove: jest.fn(async () => 1) };
  const queues = { queue: () => queue, add: jest.fn(async () => undefined) };
  const source: StoredWorkSourceOf<StoredWork, typeof job> = {
    job,
    unfinished: jest.fn(async () => works),
    jobArgs: (work) => [{ id: work.id }] as const,
    giveUp: jest.fn(async () => undefined),
  };
  const reconciler = new StoredWorkReconciler(queues as unknown as JobQueues, { RECONCILE_GIVE_UP_AFTER_MS: 6 * HOUR } as WorkerConfig);
  return { reconciler, source, queue, queues };
}

const work = (id: string, ageMs = 60_000): StoredWork => ({ id, createdAt: new Date(Date.now() - ageMs) });

describe('StoredWorkReconciler', () => {
  it('leaves work whose job will still run', async () => {
    const states = { 'job-a': 'waiting', 'job-b': 'active', 'job-c': 'delayed', 'job-d': 'prioritized' };
    const { reconciler, source, queues } = setup(
      states,
      ['a', 'b', 'c', 'd'].map((id) => work(id)),
    );
    await expect(reconciler.reconcile(source)).resolves.toBeNull();
    expect(queues.add).not.toHaveBeenCalled();
  });

  it('queues the job of work that has none, and replaces one that ended without finishing it', async () => {
    const lost = work('lost');
    const failed = work('failed');
    const { reconciler, source, queue, queues } = setup({ 'job-failed': 'failed' }, [lost, failed]);

    await expect(reconciler.reconcile(source)).resolves.toEqual({ requeued: 2, gaveUp: 0 });

    expect(queue.remove).toHaveBeenCalledTimes(1);
    expect(queue.remove).toHaveBeenCalledWith('job-failed');
    expect(queues.add).toHaveBeenCalledWith(job, { id: 'lost' });
    expect(queues.add).toHaveBeenCalledWith(job, { id: 'failed' });
  });

  it('gives up on work older than the limit instead of queueing it again', async () => {
    const old = work('old', 7 * HOUR);
    const { reconciler, source, queues } = setup({}, [old]);
    await expect(reconciler.reconcile(source)).resolves.toEqual({ requeued: 0, gaveUp: 1 });
    expect(source.giveUp).toHaveBeenCalledWith(old);
    expect(queues.add).not.toHaveBeenCalled();
  });
});
