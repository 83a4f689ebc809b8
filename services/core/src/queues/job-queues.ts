import { Queue, type JobsOptions } from 'bullmq';
import type { JobDefinition, JobPayload } from './job-definition';
import { QUEUE_NAMES, type QueueName } from './queue-names';
import { queueConnection } from './queue-connection';

/** Producer side of the queues (BullMQ adapter): validates payloads and enqueues jobs. */
export class JobQueues {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
  ) {}

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: queueConnection(this.redisUrl), prefix: this.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async add<J extends JobDefinition>(job: J, payload: JobPayload<J>, options?: JobsOptions) {
    const data = job.schema.parse(payload);
    return this.queue(job.queue).add(job.name, data, options);
  }

  /** Live worker processes per queue, as BullMQ sees their Redis connections. */
  async workerCounts(): Promise<Record<QueueName, number>> {
    const counts = await Promise.all(QUEUE_NAMES.map((name) => this.queue(name).getWorkersCount()));
    return Object.fromEntries(QUEUE_NAMES.map((name, index) => [name, counts[index]])) as Record<QueueName, number>;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
  }
}
