import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Job } from 'bullmq';
import { FAILED_JOBS_PAGE_SIZE, type FailedJob, QUEUE_JOB_STATES, type QueueReport } from '@app/contracts';
import { JobQueues, QUEUE_NAMES, type QueueName, QueueUnavailableError, withTimeout } from '@app/core';
import { type Acting, AuditLogService } from '../audit/audit-log.service';

/** Longest wait for Redis per dashboard call; beyond it the API answers 503. */
const REDIS_TIMEOUT_MS = 2000;

/** The queues as BullMQ keeps them in Redis: counts per state, failed jobs, and retrying or removing one (audited). */
@Injectable()
export class QueueDashboardService {
  constructor(
    private readonly queues: JobQueues,
    private readonly audit: AuditLogService,
  ) {}

  report(failedPage: number): Promise<QueueReport[]> {
    return this.withRedis(Promise.all(QUEUE_NAMES.map((name) => this.queueReport(name, failedPage))));
  }

  async retry(queue: string, jobId: string, acting: Acting): Promise<void> {
    const job = await this.failedJob(queue, jobId);
    await this.withRedis(job.retry('failed'));
    await this.audit.record({
      action: 'queue.job_retried',
      actorId: acting.actor.id,
      clientAddress: acting.clientAddress,
      details: { queue, jobId, name: job.name },
    });
  }

  async remove(queue: string, jobId: string, acting: Acting): Promise<void> {
    const job = await this.failedJob(queue, jobId);
    await this.withRedis(job.remove());
    await this.audit.record({
      action: 'queue.job_removed',
      actorId: acting.actor.id,
      clientAddress: acting.clientAddress,
      details: { queue, jobId, name: job.name },
    });
  }

  private async queueReport(name: QueueName, failedPage: number): Promise<QueueReport> {
    const queue = this.queues.queue(name);
    const start = (failedPage - 1) * FAILED_JOBS_PAGE_SIZE;
    const [counts, failed] = await Promise.all([queue.getJobCounts(...QUEUE_JOB_STATES), queue.getFailed(start, start + FAILED_JOBS_PAGE_SIZE - 1)]);
    return {
      name,
      counts: Object.fromEntries(QUEUE_JOB_STATES.map((state) => [state, counts[state] ?? 0])) as QueueReport['counts'],
      failed: failed.map(failedJobView),
    };
  }

  /** Only failed jobs are retried or removed here: a waiting or running job is the workers' business. */
  private async failedJob(queue: string, jobId: string): Promise<Job> {
    if (!(QUEUE_NAMES as readonly string[]).includes(queue)) throw new NotFoundException(`There is no queue named ${queue}`);
    const job = await this.withRedis(this.queues.queue(queue as QueueName).getJob(jobId));
    if (!job) throw new NotFoundException('This job no longer exists');
    if (!(await this.withRedis(job.isFailed()))) throw new ConflictException('Only a failed job can be retried or removed');
    return job;
  }

  private async withRedis<T>(operation: Promise<T>): Promise<T> {
    try {
      return await withTimeout(operation, REDIS_TIMEOUT_MS, 'Redis');
    } catch (error) {
      throw new QueueUnavailableError('queue dashboard', error);
    }
  }
}

function failedJobView(job: Job): FailedJob {
  return {
    id: job.id ?? '',
    name: job.name,
    failedReason: job.failedReason ?? '',
    attemptsMade: job.attemptsMade,
    failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}
