import { z } from 'zod';

/** Job states the queue dashboard counts, in the order it shows them. */
export const QUEUE_JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/** Failed jobs shown per queue and page of the dashboard. */
export const FAILED_JOBS_PAGE_SIZE = 10;

export const FailedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  failedReason: z.string(),
  attemptsMade: z.number().int(),
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const QueueReportSchema = z.object({
  name: z.string(),
  counts: z.record(z.enum(QUEUE_JOB_STATES), z.number().int().nonnegative()),
  /** The newest failed jobs, page `failedPage` of FAILED_JOBS_PAGE_SIZE. */
  failed: z.array(FailedJobSchema),
});
export type QueueReport = z.infer<typeof QueueReportSchema>;

export const QueuesReportSchema = z.object({ queues: z.array(QueueReportSchema) });
export type QueuesReport = z.infer<typeof QueuesReportSchema>;

export const QueuesReportQuerySchema = z.object({ failedPage: z.coerce.number().int().min(1).max(1000).default(1) });

export const QueueJobActionResultSchema = z.object({ success: z.literal(true) });
