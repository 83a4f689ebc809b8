import type { JobsOptions } from 'bullmq';
import type { z } from 'zod';
import type { QueueName } from './queue-names';

/** BullMQ options every job of a kind gets as they are: its retries, and how long Redis keeps it once finished. */
export type FixedJobOptions = Pick<JobsOptions, 'attempts' | 'backoff' | 'removeOnComplete' | 'removeOnFail'>;

/**
 * A kind of job: its name, the queue it runs on, the zod schema of its payload, and how BullMQ runs it.
 * JobQueues.add applies the rules, so no caller passes job options. `K` is what the job id needs besides the
 * payload (void: the payload is enough).
 */
export type JobDefinition<S extends z.ZodType = z.ZodType, K = unknown, R = unknown> = {
  readonly name: string;
  readonly queue: QueueName;
  readonly schema: S;
  readonly options: FixedJobOptions;
  /** The job's id, derived from what it is for: a job is not added again while one with its id is kept (deduplication). */
  jobId?(payload: z.output<S>, idInput: K): string;
  /** Milliseconds the job waits before it may run. */
  delay?(payload: z.output<S>): number;
} & PublicChangeDeclaration<R>;

/**
 * 'public': a run may change what visitors see. Once its handler has returned, the worker renews the public content
 * cache and purges the CDN keys `purges` names from the handler's result (none: the cache only; null: this run
 * changed nothing visitors see).
 */
type PublicChangeDeclaration<R> = {
  readonly invalidates?: 'public';
  purges?(result: R): readonly string[] | null;
};

/** A kind of job whose id is derived (see JobDefinition.jobId): its jobs can be found, removed and reconciled by id. */
export type IdentifiedJobDefinition<S extends z.ZodType = z.ZodType, K = unknown, R = unknown> = JobDefinition<S, K, R> & {
  jobId(payload: z.output<S>, idInput: K): string;
};

/** The arguments after the payload: the id input of a kind whose job id needs one, else none. */
export type JobIdInputArgs<K> = [K] extends [void] ? [] : [idInput: K];

/** Without a rule BullMQ numbers the jobs; without options it keeps them for ever and runs each once. */
type JobRules<P, K, R> = {
  readonly options?: FixedJobOptions;
  jobId?(payload: P, idInput: K): string;
  delay?(payload: P): number;
} & PublicChangeDeclaration<R>;

export function defineJob<S extends z.ZodType, K = void, R = unknown>(
  name: string,
  queue: QueueName,
  schema: S,
  rules: JobRules<z.output<S>, K, R> & Pick<IdentifiedJobDefinition<S, K>, 'jobId'>,
): IdentifiedJobDefinition<S, K, R>;
export function defineJob<S extends z.ZodType, R = unknown>(
  name: string,
  queue: QueueName,
  schema: S,
  rules?: Omit<JobRules<z.output<S>, void, R>, 'jobId'>,
): JobDefinition<S, void, R>;
export function defineJob<S extends z.ZodType, K, R>(name: string, queue: QueueName, schema: S, rules: JobRules<z.output<S>, K, R> = {}): JobDefinition<S, K, R> {
  return { name, queue, schema, ...rules, options: rules.options ?? {} };
}

/**
 * Backoff type of the worker's retry policy: the delay doubles from JOB_RETRY_BASE_DELAY_MS up to
 * JOB_RETRY_MAX_DELAY_MS (worker settings), so retries outlast an outage of the database or a mail server.
 */
export const WORKER_RETRY_BACKOFF = 'worker-retry-policy';

/** Runs `attempts` times in all, retried on the worker's retry policy. */
export function workerRetries(attempts: number): Pick<FixedJobOptions, 'attempts' | 'backoff'> {
  return { attempts, backoff: { type: WORKER_RETRY_BACKOFF } };
}
