import { hostname } from 'node:os';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DriverException, MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import {
  type JobDefinition,
  PublicChanges,
  type QueueName,
  type Trace,
  WORKER_RETRY_BACKOFF,
  describeError,
  isRequestId,
  queueConnection,
  runTraced,
} from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { JobMetrics } from '../metrics/job-metrics';
import { JobHandlerRegistry } from './job-handler-registry';
import { movedQueuesWarning } from './moved-queues';
import { retryDelay } from './retry-policy';
import { settleWithin } from './settle-within';

/** BullMQ's reason for a job failed without running because its workers died too often; and ours, for staff. */
const BULLMQ_STALLED_TOO_OFTEN = 'job stalled more than allowable limit';
export const STALLED_TOO_OFTEN = 'The worker running this job stopped before finishing it, more than once (it may have run out of memory).';

/** Closing the workers' Redis connections, once no job runs; a Redis that does not answer must not hold up the exit. */
const WORKER_CLOSE_TIMEOUT_MS = 2000;

/**
 * One BullMQ worker per queue; each job gets a validated payload and its own unit of work, a job whose kind declares
 * `invalidates: 'public'` has its public change announced after it ran, and a job that fails for good has its
 * failure recorded by its kind's @JobFailureHandler.
 */
@Injectable()
export class QueueWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(QueueWorkers.name);
  private readonly failuresBeingRecorded = new Set<Promise<void>>();
  private workers: Worker[] = [];

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    private readonly registry: JobHandlerRegistry,
    private readonly orm: MikroORM,
    private readonly metrics: JobMetrics,
    private readonly publicChanges: PublicChanges,
  ) {}

  onApplicationBootstrap() {
    const name = `${hostname()}:${process.pid}`;
    this.workers = this.config.WORKER_QUEUES.map((queue) => {
      const worker = new Worker(
        queue,
        (job) => runTraced(traceOf(job), () => this.metrics.measure({ queue, name: this.kindName(queue, job) }, () => this.process(queue, job))),
        {
          connection: queueConnection(this.config.REDIS_URL),
          prefix: this.config.REDIS_PREFIX,
          concurrency: this.config.WORKER_CONCURRENCY,
          name,
          lockDuration: this.config.WORKER_LOCK_DURATION_MS,
          stalledInterval: this.config.WORKER_STALLED_INTERVAL_MS,
          maxStalledCount: this.config.WORKER_MAX_STALLED_COUNT,
          settings: { backoffStrategy: (attemptsMade, type) => (type === WORKER_RETRY_BACKOFF ? retryDelay(attemptsMade, this.config) : 0) },
        },
      );
      worker.on('completed', (job) => runTraced(traceOf(job), () => this.logger.log(`${queue}/${job.name} ${job.id} completed`)));
      worker.on('failed', (job, error) => job && runTraced(traceOf(job), () => this.onFailed(queue, job, error)));
      worker.on('stalled', (jobId) => this.logger.warn(`${queue} job ${jobId} lost its worker (lock expired); it runs again`));
      worker.on('error', (error) => this.logger.error(`${queue} worker: ${describeError(error)}`));
      return worker;
    });
    this.logger.log(`Consuming ${this.config.WORKER_QUEUES.join(', ')} as ${name}`);
    const moved = movedQueuesWarning(this.config.WORKER_QUEUES);
    if (moved) this.logger.warn(moved);
  }

  /**
   * SIGTERM, before any module closes its connections: stop taking jobs, let the active ones finish within
   * WORKER_SHUTDOWN_TIMEOUT_MS, then close. Jobs still running then are let go without a word to Redis: their lock
   * expires and another worker runs them again.
   */
  async beforeApplicationShutdown() {
    const deadline = Date.now() + this.config.WORKER_SHUTDOWN_TIMEOUT_MS;
    const finished = await settleWithin(Promise.all(this.workers.map((worker) => worker.pause())), this.config.WORKER_SHUTDOWN_TIMEOUT_MS);
    if (!finished) this.logger.warn(`Active jobs did not finish within ${this.config.WORKER_SHUTDOWN_TIMEOUT_MS} ms; another worker will run them again`);
    await settleWithin(Promise.all(this.workers.map((worker) => worker.close(!finished))), WORKER_CLOSE_TIMEOUT_MS);
    await settleWithin(Promise.all(this.failuresBeingRecorded), Math.max(deadline - Date.now(), 0));
  }

  /** Metrics count a job queued under a former name as its kind. */
  private kindName(queue: QueueName, job: Job): string {
    return this.registry.definition(queue, job.name)?.name ?? job.name;
  }

  private async process(queue: QueueName, job: Job) {
    const definition = this.registry.definition(queue, job.name);
    const handler = definition && this.registry.handler(definition);
    if (!definition || !handler) throw new UnrecoverableError(`No handler for job "${job.name}" on the ${queue} queue`);
    const payload = definition.schema.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(`Invalid payload for job "${job.name}": ${payload.error.issues[0]?.message}`);
    }
    const result = await RequestContext.create(this.orm.em, () => handler(payload.data, job)).catch((error: unknown) => {
      throw withoutQueryValues(error);
    });
    await this.announce(definition, result);
    return result;
  }

  /** What the job's kind declares it changes of what visitors see (`invalidates: 'public'`), once its run has stored it. */
  private async announce(definition: JobDefinition, result: unknown): Promise<void> {
    if (definition.invalidates !== 'public') return;
    const keys = definition.purges ? definition.purges(result) : [];
    if (keys) await this.publicChanges.changed(keys);
  }

  private onFailed(queue: QueueName, job: Job, error: Error) {
    const final = isFinalFailure(job, error);
    this.logger.warn(`${queue}/${job.name} ${job.id} ${final ? 'failed for good' : `failed attempt ${job.attemptsMade}, will retry`}: ${describeError(error)}`);
    if (!final) return;
    const reason = error.message === BULLMQ_STALLED_TOO_OFTEN ? STALLED_TOO_OFTEN : describeError(error);
    const recording = this.recordFinalFailure(queue, job, reason).finally(() => this.failuresBeingRecorded.delete(recording));
    this.failuresBeingRecorded.add(recording);
  }

  /** Errors are logged only: should this fail (the database is down), the reconciler finds the work later. */
  private async recordFinalFailure(queue: QueueName, job: Job, reason: string): Promise<void> {
    const definition = this.registry.definition(queue, job.name);
    const handler = definition && this.registry.failureHandler(definition);
    const payload = definition?.schema.safeParse(job.data);
    if (!handler || !payload?.success) return;
    try {
      await RequestContext.create(this.orm.em, () => handler(payload.data, { jobId: job.id as string, reason }));
    } catch (recordError) {
      this.logger.error(`Could not record the failure of ${job.name} ${job.id}: ${describeError(recordError)}`);
    }
  }
}

/**
 * BullMQ stores a failed job's message and stack in Redis, and failure handlers store the reason on rows: a driver
 * error, whose message carries the SQL with its values, is replaced by its description (its class goes with it).
 */
export function withoutQueryValues(error: unknown): unknown {
  return error instanceof DriverException ? new Error(describeError(error)) : error;
}

/** The job's own name and id, and the id of the HTTP request that enqueued it (JobQueues.add puts it in its data). */
export function traceOf(job: Job): Trace {
  const requestId: unknown = (job.data as { requestId?: unknown } | null)?.requestId;
  return { ...(isRequestId(requestId) ? { requestId } : {}), jobName: job.name, jobId: job.id };
}

/** No retry follows: unrecoverable (which includes a job whose worker died too often), or out of attempts. */
export function isFinalFailure(job: Job, error: Error): boolean {
  return error instanceof UnrecoverableError || error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
}
