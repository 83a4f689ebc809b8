import { hostname } from 'node:os';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { queueConnection } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { JobHandlerRegistry } from './job-handler-registry';

/** One BullMQ worker per queue; each job gets a validated payload and its own unit of work. */
@Injectable()
export class QueueWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(QueueWorkers.name);
  private workers: Worker[] = [];

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    private readonly registry: JobHandlerRegistry,
    private readonly orm: MikroORM,
  ) {}

  onApplicationBootstrap() {
    const name = `${hostname()}:${process.pid}`;
    this.workers = this.config.WORKER_QUEUES.map((queue) => {
      const worker = new Worker(queue, (job) => this.process(job), {
        connection: queueConnection(this.config.REDIS_URL),
        prefix: this.config.REDIS_PREFIX,
        concurrency: this.config.WORKER_CONCURRENCY,
        name,
      });
      worker.on('failed', (job, error) => this.logger.warn(`${queue}/${job?.name} ${job?.id} failed: ${error.message}`));
      worker.on('error', (error) => this.logger.error(`${queue} worker: ${error.message}`));
      return worker;
    });
    this.logger.log(`Consuming ${this.config.WORKER_QUEUES.join(', ')} as ${name}`);
  }

  /** Lets every active job finish before the process exits (SIGTERM). */
  async onApplicationShutdown() {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }

  private async process(job: Job) {
    const definition = this.registry.definition(job.name);
    const handler = this.registry.handler(job.name);
    if (!definition || !handler) throw new UnrecoverableError(`No handler for job "${job.name}"`);
    const payload = definition.schema.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(`Invalid payload for job "${job.name}": ${payload.error.issues[0]?.message}`);
    }
    return RequestContext.create(this.orm.em, () => handler(payload.data, job));
  }
}
