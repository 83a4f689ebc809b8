import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueues, SWEEP_SCHEDULED_EVERY_MS, SWEEP_SCHEDULED_JOB, describeError } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { registerSchedule } from '../jobs/register-schedule';
import { Reconcile } from '../reconcile/reconcile.decorator';

const SWEEP_SCHEDULER_ID = 'publishing-sweep';

/**
 * Keeps the repeatable sweep registered (an upsert, so every worker may do it, and the reconciler does it again
 * should Redis have lost it), and runs one sweep at start, which publishes the drafts that fell due while no
 * worker was running.
 */
@Injectable()
export class PublishingSweepSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger(PublishingSweepSchedule.name);

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    private readonly queues: JobQueues,
  ) {}

  async onApplicationBootstrap() {
    if (!this.config.WORKER_QUEUES.includes(SWEEP_SCHEDULED_JOB.queue)) return;
    try {
      await this.queues.add(SWEEP_SCHEDULED_JOB, {});
    } catch (error) {
      this.logger.warn(`No sweep at start (Redis is not answering); the scheduled sweep runs once it is back: ${describeError(error)}`);
    }
  }

  @Reconcile(SWEEP_SCHEDULED_JOB)
  registerSweep(): Promise<null> {
    return registerSchedule(this.queues, SWEEP_SCHEDULER_ID, SWEEP_SCHEDULED_JOB, SWEEP_SCHEDULED_EVERY_MS);
  }
}
