import type { JobsOptions } from 'bullmq';
import type { z } from 'zod';
import type { QueueName } from './queue-names';

/** BullMQ options every job of a kind gets as they are: its retries, and how long Redis keeps it once finished. */
export type FixedJobOptions = Pick<JobsOptions, 'attempts' | 'backoff' | 'removeOnComplete' | 'removeOnFail'>;

/**
 * A kind of job: its name, the queues it runs on, the zod schema of its payload, and how BullMQ runs it.
 * JobQueues.add applies the rules, so no caller passes job options. `K` is what the job id needs besides the
 * payload (void: the payload is enough).
 */
export type JobDefinition<S extends z.ZodType = z.ZodType, K = unknown, R = unknown> = {
  readonly name: string;
  /** The queue its jobs are added to: the first of `queues`, or the one chosen with onQueue. */
  readonly queue: QueueName;
  /**
   * Every queue a job of this kind may run on. A kind on several runs the same handler on each, and a worker takes
   * it from those it consumes (mail.send: a campaign's mails on a queue of their own, so no other mail waits behind them).
   */
  readonly queues: readonly QueueName[];
  /**
   * Names the kind had in an earlier release: the worker runs jobs still queued under one of them as this kind, so a
   * rename loses no job waiting in Redis at deploy time. Drop a name a release after it was replaced.
   */
  readonly formerNames: readonly string[];
  /**
   * Queues the kind ran on in an earlier release: a worker consuming one of them still runs the jobs of this kind
   * waiting there, and the kind's schedule is taken off them (registerSchedule). Drop a queue a release after the move.
   */
  readonly formerQueues: readonly QueueName[];
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
  readonly formerNames?: readonly string[];
  readonly formerQueues?: readonly QueueName[];
  jobId?(payload: P, idInput: K): string;
  delay?(payload: P): number;
} & PublicChangeDeclaration<R>;

/** One queue, or several: the first is where its jobs go unless onQueue picks another. */
type JobQueueNames = QueueName | readonly [QueueName, ...QueueName[]];

export function defineJob<S extends z.ZodType, K = void, R = unknown>(
  name: string,
  queues: JobQueueNames,
  schema: S,
  rules: JobRules<z.output<S>, K, R> & Pick<IdentifiedJobDefinition<S, K>, 'jobId'>,
): IdentifiedJobDefinition<S, K, R>;
export function defineJob<S extends z.ZodType, R = unknown>(
  name: string,
  queues: JobQueueNames,
  schema: S,
  rules?: Omit<JobRules<z.output<S>, void, R>, 'jobId'>,
): JobDefinition<S, void, R>;
export function defineJob<S extends z.ZodType, K, R>(
  name: string,
  queues: JobQueueNames,
  schema: S,
  rules: JobRules<z.output<S>, K, R> = {},
): JobDefinition<S, K, R> {
  const all: readonly [QueueName, ...QueueName[]] = typeof queues === 'string' ? [queues] : queues;
  return {
    name,
    queue: all[0],
    queues: all,
    schema,
    ...rules,
    options: rules.options ?? {},
    formerNames: rules.formerNames ?? [],
    formerQueues: rules.formerQueues ?? [],
  };
}

/** The same kind of job, added to another of its queues (same name, handler, options and job id). */
export function onQueue<J extends JobDefinition>(job: J, queue: QueueName): J {
  if (!job.queues.includes(queue)) throw new Error(`Job "${job.name}" does not run on the ${queue} queue`);
  return { ...job, queue };
}

/** The kind a job of this name belongs to: its own name, or one it had before (JobDefinition.formerNames). */
export function findJobDefinition(catalogue: readonly JobDefinition[], jobName: string): JobDefinition | undefined {
  return catalogue.find((job) => job.name === jobName) ?? catalogue.find((job) => job.formerNames.includes(jobName));
}

/** Whether a job of this kind waiting on this queue is run: one of its queues, or one it ran on before (formerQueues). */
export function runsOnQueue(job: JobDefinition, queue: QueueName): boolean {
  return job.queues.includes(queue) || job.formerQueues.includes(queue);
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
