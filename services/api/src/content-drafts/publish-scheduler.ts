import { Inject, Injectable } from '@nestjs/common';
import { JobQueues, PUBLISH_SCHEDULED_JOB } from '@app/core';

/** The delayed BullMQ job that publishes a scheduled draft at its time (the worker's sweep is the safety net). */
@Injectable()
export class PublishScheduler {
  constructor(@Inject(JobQueues) private readonly queues: JobQueues) {}

  async schedule(draftId: string, at: Date): Promise<void> {
    await this.queues.add(PUBLISH_SCHEDULED_JOB, { draftId, scheduledFor: at.toISOString() });
  }

  /** Removes the pending job for that draft and time; one already running finds the draft no longer scheduled for it. */
  async cancel(draftId: string, at: Date): Promise<void> {
    await this.queues.queue(PUBLISH_SCHEDULED_JOB.queue).remove(PUBLISH_SCHEDULED_JOB.jobId({ draftId, scheduledFor: at.toISOString() }));
  }
}
