import { Injectable } from '@nestjs/common';
import { ServerMetrics, TimedEvents } from '@app/core';

/** Seconds; a mail takes a fraction of one, an image a few, an AI draft up to minutes. */
const DURATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

type JobLabels = { queue: string; name: string };

/** Jobs this worker process ran, by queue, job name and outcome (completed or failed), with their durations. */
@Injectable()
export class JobMetrics {
  private readonly attempts: TimedEvents<'queue' | 'name' | 'outcome'>;

  constructor(metrics: ServerMetrics) {
    this.attempts = new TimedEvents(metrics.registry, {
      counter: { name: 'harbourline_jobs_total', help: 'Job attempts run by this worker, by queue, job name and outcome' },
      histogram: { name: 'harbourline_job_duration_seconds', help: 'How long job attempts ran, by queue, job name and outcome' },
      labelNames: ['queue', 'name', 'outcome'],
      buckets: DURATION_BUCKETS,
    });
  }

  /** Runs one attempt of a job and records its outcome and duration. */
  async measure<T>(job: JobLabels, run: () => Promise<T>): Promise<T> {
    const startedAt = performance.now();
    const record = (outcome: 'completed' | 'failed') => this.attempts.record({ ...job, outcome }, (performance.now() - startedAt) / 1000);
    try {
      const result = await run();
      record('completed');
      return result;
    } catch (error) {
      record('failed');
      throw error;
    }
  }
}
