import { Inject, Injectable } from '@nestjs/common';
import { JobQueues, PUBLISH_SCHEDULED_JOB, publishJobId } from '@app/core';

const DAY_SECONDS = 24 * 60 * 60;

/** The delayed BullMQ job that publishes a scheduled draft at its time (the worker's sweep is the safety net). */
@Injectable()
export class PublishScheduler {
  constructor(@Inject(JobQueues) private readonly queues: JobQueues) {}

  async schedule(draftId: string, at: Date): Promise<void> {
    await this.queues.add(
      PUBLISH_SCHEDULED_JOB,
      { draftId, scheduledFor: at.toISOString() },
      {
        jobId: publishJobId(draftId, at),
        delay: Math.max(0, at.getTime() - Date.now()),
        attempts: 3,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: { age: 7 * DAY_SECONDS },
        removeOnFail: { age: 30 * DAY_SECONDS },
      },
    );
  }

  /** Removes the pending job for that draft and time; one already running finds the draft no longer scheduled for it. */
  async cancel(draftId: string, at: Date): Promise<void> {
    await this.queues.queue(PUBLISH_SCHEDULED_JOB.queue).remove(publishJobId(draftId, at));
  }
}
