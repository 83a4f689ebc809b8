import { Queue } from 'bullmq';
import type { JobDefinition } from '../../services/core/src/queues/job-definition';

/**
 * The Redis key prefix of the mail stack (playwright.mail.config.ts), known to its tests so they can queue a job there.
 * Its own, apart from the main stack's (which takes one per process), and cleared when the stack starts and stops: a
 * stack never reads another's cache, limits or jobs.
 */
export const MAIL_STACK_REDIS_PREFIX = `hl-e2e-mail-${process.env.E2E_PORT ?? 4310}`;

/**
 * Runs a scheduled sweep of the mail stack's worker now (as the hourly scheduler would), with an empty payload: the sweep's
 * clock is then the real time. Redis is the development machine's (REDIS_URL, else 127.0.0.1:6379).
 */
export async function runSweepNow(job: Pick<JobDefinition, 'name' | 'queue'>): Promise<void> {
  const queue = new Queue(job.queue, { connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }, prefix: MAIL_STACK_REDIS_PREFIX });
  try {
    await queue.add(job.name, {}, { removeOnComplete: true, removeOnFail: 50 });
  } finally {
    await queue.close();
  }
}
