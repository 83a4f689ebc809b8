import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Gauge } from 'prom-client';
import { describeError } from '../logging/describe-error';
import { JobQueues } from '../queues/job-queues';
import { QUEUE_NAMES } from '../queues/queue-names';
import { withTimeout } from '../timing/with-timeout';
import { ServerMetrics } from './server-metrics';

/** Job states counted per queue at each scrape (completed jobs are trimmed by BullMQ, so not a depth). */
const QUEUE_STATES = ['waiting', 'prioritized', 'active', 'delayed', 'failed'] as const;
/** A scrape does not wait longer for Redis: the queue series are left out instead. */
const QUEUE_COUNT_TIMEOUT_MS = 1000;

/** The parts of knex's connection pool (tarn) that say how busy it is. */
type ConnectionPool = { numUsed(): number; numFree(): number; numPendingAcquires(): number; numPendingCreates(): number; max: number };

/** Queue depth (from Redis) and database pool use (from this process), read when Prometheus scrapes. */
@Injectable()
export class DependencyGauges implements OnModuleInit {
  private readonly logger = new Logger(DependencyGauges.name);

  constructor(
    private readonly metrics: ServerMetrics,
    private readonly queues: JobQueues,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit() {
    const registers = [this.metrics.registry];
    const queues = this.queues;
    const logger = this.logger;
    new Gauge({
      name: 'harbourline_queue_jobs',
      help: 'Jobs in each queue by state (waiting and prioritized jobs are the backlog to scale workers on)',
      labelNames: ['queue', 'state'] as const,
      registers,
      async collect() {
        this.reset();
        try {
          const counts = await withTimeout(
            Promise.all(QUEUE_NAMES.map((name) => queues.queue(name).getJobCounts(...QUEUE_STATES))),
            QUEUE_COUNT_TIMEOUT_MS,
            'Redis',
          );
          QUEUE_NAMES.forEach((queue, index) => QUEUE_STATES.forEach((state) => this.set({ queue, state }, counts[index]?.[state] ?? 0)));
        } catch (error) {
          logger.warn(`Queue depth left out of the metrics: ${describeError(error)}`);
        }
      },
    });
    const pool = () => this.connectionPool();
    new Gauge({
      name: 'harbourline_db_pool_connections',
      help: 'Database connections of this process by state (used, free), and requests waiting for one (pending)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const current = pool();
        if (!current) return;
        this.set({ state: 'used' }, current.numUsed());
        this.set({ state: 'free' }, current.numFree());
        this.set({ state: 'pending' }, current.numPendingAcquires() + current.numPendingCreates());
      },
    });
    new Gauge({
      name: 'harbourline_db_pool_max',
      help: 'The most database connections this process opens',
      registers,
      collect() {
        const current = pool();
        if (current) this.set(current.max);
      },
    });
  }

  private connectionPool(): ConnectionPool | undefined {
    const knex = this.orm.em.getConnection().getKnex() as unknown as { client?: { pool?: ConnectionPool } };
    return knex.client?.pool;
  }
}
