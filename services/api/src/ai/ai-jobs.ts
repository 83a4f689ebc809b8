import { setTimeout as delay } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { type EnhanceContentJob, EnhanceContentResultSchema, type GenerateDraftJob } from '@app/contracts';
import { ENHANCE_CONTENT_JOB, ENQUEUE_TIMEOUT_MS, GENERATE_DRAFT_JOB, JobQueues, withTimeout } from '@app/core';

export type EnhanceOutcome = { outcome: 'enhanced'; content: string } | { outcome: 'failed'; reason: string } | { outcome: 'timedOut' };

/**
 * How often the API reads the state of an enhance job it waits for. Reading the state, rather than listening to the
 * queue's event stream, cannot miss an answer given before the listener was in place.
 */
const ENHANCE_POLL_MS = 200;

/** The content queue as the API uses it (BullMQ adapter): start generation jobs, run enhance jobs to the end. */
@Injectable()
export class AiJobs {
  constructor(@Inject(JobQueues) private readonly queues: JobQueues) {}

  /** Queues the job of a stored generate request, under the request's id. */
  async startGeneration(requestId: string, request: GenerateDraftJob): Promise<void> {
    await this.queues.add(GENERATE_DRAFT_JOB, request, { requestId });
  }

  /** Enqueues the enhance job and waits up to `waitMs` for a worker's answer; a job nobody took in time is withdrawn. */
  async enhance(request: EnhanceContentJob, waitMs: number): Promise<EnhanceOutcome> {
    const jobId = (await this.queues.add(ENHANCE_CONTENT_JOB, request)).id as string;
    const giveUpAt = Date.now() + waitMs;
    let outcome = await this.answer(jobId);
    while (!outcome && Date.now() < giveUpAt) {
      await delay(Math.min(ENHANCE_POLL_MS, giveUpAt - Date.now()));
      outcome = await this.answer(jobId);
    }
    return outcome ?? (await this.withdraw(jobId));
  }

  /** The worker's answer (the article, or the provider's failure), or null while it has none. */
  private async answer(jobId: string): Promise<EnhanceOutcome | null> {
    // The state first: a job read before it completed would not hold the article yet.
    const state = await this.stateOf(jobId);
    if (state !== 'completed' && state !== 'failed') return null;
    const job = await withTimeout(this.contentQueue().getJob(jobId), ENQUEUE_TIMEOUT_MS, 'Redis');
    if (!job) return null;
    return state === 'completed' ? enhanced(job.returnvalue) : { outcome: 'failed', reason: job.failedReason };
  }

  private async withdraw(jobId: string): Promise<EnhanceOutcome> {
    const state = await this.stateOf(jobId);
    if (state === 'waiting' || state === 'delayed' || state === 'prioritized') await this.contentQueue().remove(jobId);
    return { outcome: 'timedOut' };
  }

  private stateOf(jobId: string): Promise<string> {
    return withTimeout(this.contentQueue().getJobState(jobId), ENQUEUE_TIMEOUT_MS, 'Redis');
  }

  private contentQueue() {
    return this.queues.queue(ENHANCE_CONTENT_JOB.queue);
  }
}

function enhanced(returnValue: unknown): EnhanceOutcome {
  const result = EnhanceContentResultSchema.safeParse(returnValue);
  return result.success ? { outcome: 'enhanced', content: result.data.content } : { outcome: 'failed', reason: 'The worker answered with no article.' };
}
