import type { JobsOptions } from 'bullmq';
import type { z } from 'zod';
import type { QueueName } from './queue-names';

/** A kind of job: its name, the queue it runs on and the zod schema of its payload. */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  readonly name: string;
  readonly queue: QueueName;
  readonly schema: S;
};

export type JobPayload<J extends JobDefinition> = z.infer<J['schema']>;

export function defineJob<S extends z.ZodType>(name: string, queue: QueueName, schema: S): JobDefinition<S> {
  return { name, queue, schema };
}

/**
 * Backoff type of the worker's retry policy: the delay doubles from JOB_RETRY_BASE_DELAY_MS up to
 * JOB_RETRY_MAX_DELAY_MS (worker settings), so retries outlast an outage of the database or a mail server.
 */
export const WORKER_RETRY_BACKOFF = 'worker-retry-policy';

/** Retries `attempts` times in all on the worker's retry policy. */
export function retriedJobOptions(attempts: number): Pick<JobsOptions, 'attempts' | 'backoff'> {
  return { attempts, backoff: { type: WORKER_RETRY_BACKOFF } };
}
