import { Queue } from 'bullmq';
import type { JobDefinition } from '../../services/core/src/queues/job-definition';

/** The Redis key prefix of the stack under test: one per port, so two stacks on one Redis never share jobs. */
export const E2E_REDIS_PREFIX = `hl-e2e-${process.env.E2E_PORT ?? 4310}`;

/**
 * Runs a scheduled sweep of the stack's worker now (as the hourly scheduler would), with an empty payload: the sweep's
 * clock is then the real time. Redis is the development machine's (REDIS_URL, else 127.0.0.1:6379).
 */
export async function runSweepNow(job: Pick<JobDefinition, 'name' | 'queue'>): Promise<void> {
  const queue = new Queue(job.queue, { connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }, prefix: E2E_REDIS_PREFIX });
  try {
    await queue.add(job.name, {}, { removeOnComplete: true, removeOnFail: 50 });
  } finally {
    await queue.close();
  }
}
