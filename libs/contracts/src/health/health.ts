import { z } from 'zod';

export const HealthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof HealthSchema>;

const DependencyCheckSchema = z.object({
  status: z.enum(['up', 'down']),
  error: z.string().optional(),
});

export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: DependencyCheckSchema,
    redis: DependencyCheckSchema,
    workers: DependencyCheckSchema.extend({
      /** Live worker processes consuming each queue. */
      queues: z.record(z.string(), z.number().int().nonnegative()),
    }),
  }),
  /** Each remote as the browser loads it (/remotes.json) and the build version served there (null: not answering). */
  remotes: z.record(z.string(), z.object({ url: z.string(), version: z.string().nullable() })),
  /** What does not stop the API from serving but should be fixed (e.g. Redis without persistence), or that it is shutting down. */
  warnings: z.array(z.string()),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
