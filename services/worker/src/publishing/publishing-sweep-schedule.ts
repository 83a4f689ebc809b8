import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobQueues, SWEEP_SCHEDULED_EVERY_MS, SWEEP_SCHEDULED_JOB } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

const SWEEP_SCHEDULER_ID = 'publishing-sweep';
const KEEP_FINISHED_SWEEPS = 50;

/**
 * Registers the repeatable sweep (an upsert, so every worker may do it) and runs one sweep at start, which
 * publishes the drafts that fell due while no worker was running.
 */
@Injectable()
export class PublishingSweepSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly queues: JobQueues;

  constructor(@Inject(WORKER_CONFIG) private readonly config: WorkerConfig) {
    this.queues = new JobQueues(config.REDIS_URL, config.REDIS_PREFIX);
  }

  async onApplicationBootstrap() {
    if (!this.config.WORKER_QUEUES.includes(SWEEP_SCHEDULED_JOB.queue)) return;
    const retention = { removeOnComplete: KEEP_FINISHED_SWEEPS, removeOnFail: KEEP_FINISHED_SWEEPS };
    await this.queues.queue(SWEEP_SCHEDULED_JOB.queue).upsertJobScheduler(
      SWEEP_SCHEDULER_ID,
      { every: SWEEP_SCHEDULED_EVERY_MS },
      { name: SWEEP_SCHEDULED_JOB.name, data: {}, opts: retention },
    );
    await this.queues.add(SWEEP_SCHEDULED_JOB, {}, retention);
  }

  async onApplicationShutdown() {
    await this.queues.close();
  }
}
