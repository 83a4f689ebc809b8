import { Queue, type JobsOptions } from 'bullmq';
import type { z } from 'zod';
import { currentTrace } from '../logging/request-trace';
import { withTimeout } from '../timing/with-timeout';
import type { JobDefinition, JobIdInputArgs } from './job-definition';
import { QUEUE_NAMES, type QueueName } from './queue-names';
import { ENQUEUE_TIMEOUT_MS, producerConnection } from './queue-connection';
import { QueueUnavailableError } from './queue-unavailable.error';

/** Producer side of the queues (BullMQ adapter): validates payloads and enqueues jobs, failing fast while Redis is away. */
export class JobQueues {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
  ) {}

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: producerConnection(this.redisUrl), prefix: this.prefix });
      // Connection errors surface where they matter: a failed add, a readiness check.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  /**
   * Validates and enqueues with the options of the job's kind; `idInput` is what its job id needs besides the payload,
   * for the kinds that need one. The job's data also carries the id of the HTTP request enqueueing it, if any
   * (`requestId`, which payload schemas strip). Rejects with QueueUnavailableError within ENQUEUE_TIMEOUT_MS when
   * Redis does not take it.
   */
  async add<S extends z.ZodType, K>(job: JobDefinition<S, K>, payload: z.output<S>, ...[idInput]: JobIdInputArgs<K>) {
    const { data, opts } = jobEntry(job, payload, idInput as K);
    const queue = this.queue(job.queue);
    const deadline = Date.now() + ENQUEUE_TIMEOUT_MS;
    try {
      // The connection is awaited apart, so a job whose enqueue timed out is never added later behind the caller's back.
      await withTimeout(queue.waitUntilReady(), ENQUEUE_TIMEOUT_MS, 'Redis');
      return await withTimeout(queue.add(job.name, data, opts), Math.max(deadline - Date.now(), 1), 'Redis');
    } catch (error) {
      throw new QueueUnavailableError(job.name, error);
    }
  }

  /**
   * Validates and enqueues many jobs of one kind in one round trip (BullMQ addBulk), for the kinds whose id derives
   * from the payload alone; same options and failure as add.
   */
  async addMany<S extends z.ZodType>(job: JobDefinition<S, void>, payloads: readonly z.output<S>[]) {
    const jobs = payloads.map((payload) => ({ name: job.name, ...jobEntry(job, payload, undefined) }));
    const queue = this.queue(job.queue);
    try {
      await withTimeout(queue.waitUntilReady(), ENQUEUE_TIMEOUT_MS, 'Redis');
      return await withTimeout(queue.addBulk(jobs), ENQUEUE_TIMEOUT_MS, 'Redis');
    } catch (error) {
      throw new QueueUnavailableError(job.name, error);
    }
  }

  /**
   * Enqueues stored work again whose job failed for good (a retry asked for by staff): the failed job, which BullMQ
   * keeps under the same id and would take for this one, is removed first.
   */
  async addAgain<S extends z.ZodType, K>(job: JobDefinition<S, K>, payload: z.output<S>, ...[idInput]: JobIdInputArgs<K>) {
    const jobId = job.jobId?.(job.schema.parse(payload), idInput as K);
    if (jobId) {
      try {
        const kept = await withTimeout(this.queue(job.queue).getJob(jobId), ENQUEUE_TIMEOUT_MS, 'Redis');
        if (kept && (await withTimeout(kept.isFailed(), ENQUEUE_TIMEOUT_MS, 'Redis'))) await withTimeout(kept.remove(), ENQUEUE_TIMEOUT_MS, 'Redis');
      } catch (error) {
        throw new QueueUnavailableError(job.name, error);
      }
    }
    return this.add(job, payload, ...([idInput] as JobIdInputArgs<K>));
  }

  /** Live worker processes per queue, as BullMQ sees their Redis connections. */
  async workerCounts(): Promise<Record<QueueName, number>> {
    const counts = await Promise.all(QUEUE_NAMES.map((name) => this.queue(name).getWorkersCount()));
    return Object.fromEntries(QUEUE_NAMES.map((name, index) => [name, counts[index]])) as Record<QueueName, number>;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => closeQueueClient(queue)));
    this.queues.clear();
  }
}

/**
 * Closes a BullMQ queue or queue events within about 2 s whatever Redis does. While Redis is away, close fails
 * (QUIT refused) or waits (QUIT queued offline), and disconnect, which stops the reconnecting, never hears the
 * connection end: neither is waited for beyond ENQUEUE_TIMEOUT_MS.
 */
export async function closeQueueClient(client: Pick<Queue, 'close' | 'disconnect'>): Promise<void> {
  try {
    await withTimeout(client.close(), ENQUEUE_TIMEOUT_MS, 'Redis');
  } catch {
    await withTimeout(client.disconnect(), ENQUEUE_TIMEOUT_MS, 'Redis').catch(() => undefined);
  }
}

/** A job's validated data (with the enqueueing request's id) and the options of its kind. */
function jobEntry<S extends z.ZodType, K>(job: JobDefinition<S, K>, payload: z.output<S>, idInput: K): { data: unknown; opts: JobsOptions } {
  const data = job.schema.parse(payload);
  const opts: JobsOptions = { ...job.options };
  if (job.jobId) opts.jobId = job.jobId(data, idInput);
  if (job.delay) opts.delay = job.delay(data);
  return { data: withRequestId(data), opts };
}

function withRequestId(data: unknown): unknown {
  const { requestId } = currentTrace();
  return requestId ? { ...(data as object), requestId } : data;
}
