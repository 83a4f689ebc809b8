import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { type JobDefinition, RECONCILE_RUN_FINISHED, describeError } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { ProviderMethods } from '../jobs/provider-methods';
import { settleWithin } from '../jobs/settle-within';
import { RECONCILE } from './reconcile.decorator';

/** The longest one task may take; its database and Redis calls are bounded much shorter. */
const TASK_TIMEOUT_MS = 60_000;

type ReconcileTask = { job: JobDefinition; run: () => Promise<unknown> };

/**
 * Runs every @Reconcile method of the consumed queues at start and every RECONCILE_INTERVAL_MS, one at a time, each
 * in its own unit of work and bounded in time. A failing task (the database or Redis is down) is logged and tried
 * again next time; it never stops the worker. Runs never overlap.
 */
@Injectable()
export class Reconciler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(Reconciler.name);
  private tasks: ReconcileTask[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    private readonly methods: ProviderMethods,
    private readonly orm: MikroORM,
  ) {}

  onApplicationBootstrap() {
    this.tasks = this.methods
      .marked<JobDefinition>(RECONCILE)
      .filter(([job]) => this.config.WORKER_QUEUES.includes(job.queue))
      .map(([job, run]) => ({ job, run: run as () => Promise<unknown> }));
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.config.RECONCILE_INTERVAL_MS);
  }

  /** Runs every task once; while a run is under way, answers that run. */
  runOnce(): Promise<void> {
    this.running ??= this.runTasks().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async beforeApplicationShutdown() {
    clearInterval(this.timer);
    if (this.running) await settleWithin(this.running, this.config.WORKER_SHUTDOWN_TIMEOUT_MS);
  }

  private async runTasks(): Promise<void> {
    for (const task of this.tasks) {
      const run = RequestContext.create(this.orm.em, task.run).then(
        (outcome) => outcome && this.logger.log(`Reconciled ${task.job.queue}/${task.job.name}: ${JSON.stringify(outcome)}`),
        (error: unknown) =>
          this.logger.error(
            `Could not reconcile ${task.job.queue}/${task.job.name}; trying again in ${this.config.RECONCILE_INTERVAL_MS} ms: ${describeError(error)}`,
          ),
      );
      if (!(await settleWithin(run, TASK_TIMEOUT_MS)))
        this.logger.error(`Reconciling ${task.job.queue}/${task.job.name} did not finish within ${TASK_TIMEOUT_MS} ms`);
    }
    this.logger.debug(RECONCILE_RUN_FINISHED);
  }
}
