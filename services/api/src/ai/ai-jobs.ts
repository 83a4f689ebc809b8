import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type Job, QueueEvents } from 'bullmq';
import { type EnhanceContentJob, EnhanceContentResultSchema, type GenerateDraftJob } from '@app/contracts';
import {
  closeQueueClient,
  ENHANCE_CONTENT_JOB,
  ENQUEUE_TIMEOUT_MS,
  GENERATE_DRAFT_JOB,
  JobQueues,
  QueueUnavailableError,
  queueConnection,
  withTimeout,
} from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

export type EnhanceOutcome = { outcome: 'enhanced'; content: string } | { outcome: 'failed'; reason: string } | { outcome: 'timedOut' };

/** The content queue as the API uses it (BullMQ adapter): start generation jobs, run enhance jobs to the end. */
@Injectable()
export class AiJobs implements OnApplicationShutdown {
  private events: QueueEvents | null = null;

  constructor(
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Queues the job of a stored generate request, under the request's id. */
  async startGeneration(requestId: string, request: GenerateDraftJob): Promise<void> {
    await this.queues.add(GENERATE_DRAFT_JOB, request, { requestId });
  }

  /** Enqueues the enhance job and waits up to `waitMs` for a worker's answer; a job nobody took in time is withdrawn. */
  async enhance(request: EnhanceContentJob, waitMs: number): Promise<EnhanceOutcome> {
    const events = await this.queueEvents();
    const job = await this.queues.add(ENHANCE_CONTENT_JOB, request);
    try {
      const result = EnhanceContentResultSchema.parse(await job.waitUntilFinished(events, waitMs));
      return { outcome: 'enhanced', content: result.content };
    } catch {
      return this.unfinished(job);
    }
  }

  async onApplicationShutdown() {
    if (this.events) await closeQueueClient(this.events);
  }

  private async unfinished(job: Job): Promise<EnhanceOutcome> {
    const latest = await this.contentQueue().getJob(job.id as string);
    const state = await latest?.getState();
    if (latest && state === 'failed') return { outcome: 'failed', reason: latest.failedReason };
    if (state === 'waiting' || state === 'delayed' || state === 'prioritized') await latest?.remove();
    return { outcome: 'timedOut' };
  }

  private contentQueue() {
    return this.queues.queue(ENHANCE_CONTENT_JOB.queue);
  }

  /** Created on first use, so the API starts (and serves pages) while Redis is down; a Redis that does not answer is a 503, not a wait. */
  private async queueEvents(): Promise<QueueEvents> {
    this.events ??= new QueueEvents(ENHANCE_CONTENT_JOB.queue, { connection: queueConnection(this.config.REDIS_URL), prefix: this.config.REDIS_PREFIX });
    try {
      await withTimeout(this.events.waitUntilReady(), ENQUEUE_TIMEOUT_MS, 'Redis');
    } catch (error) {
      throw new QueueUnavailableError(ENHANCE_CONTENT_JOB.name, error);
    }
    return this.events;
  }
}
