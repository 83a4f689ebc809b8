import { z } from 'zod';
import { AiProviderConfigSchema, QUEUE_NAMES, ServerConfigSchema, parseConfig, processEnvironment } from '@app/core';
import { MAIL_SETTINGS } from './mail.settings';
import { RETENTION_SETTINGS } from './retention.settings';

export const WorkerConfigSchema = ServerConfigSchema.extend({
  /** Jobs one worker process runs at the same time, per queue. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Comma-separated queues this process consumes; all of them by default. */
  WORKER_QUEUES: z
    .string()
    .default(QUEUE_NAMES.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(QUEUE_NAMES)).min(1)),
  /** A job's lock lasts this long and is renewed at half of it; a worker silent for longer is taken as crashed (BullMQ lockDuration). */
  WORKER_LOCK_DURATION_MS: z.coerce.number().int().min(1000).default(60_000),
  /** How often each worker looks for jobs whose lock expired (BullMQ stalledInterval). */
  WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).default(30_000),
  /** A job whose worker died more often than this fails for good, without running again (BullMQ maxStalledCount). */
  WORKER_MAX_STALLED_COUNT: z.coerce.number().int().min(0).max(10).default(2),
  /** On SIGTERM, how long active jobs may run on before the worker lets go of them (another worker takes them over). */
  WORKER_SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /** Delay before a failed job's first retry; each further retry waits twice as long, up to JOB_RETRY_MAX_DELAY_MS. */
  JOB_RETRY_BASE_DELAY_MS: z.coerce.number().int().min(1).default(2_000),
  JOB_RETRY_MAX_DELAY_MS: z.coerce.number().int().min(1).default(300_000),
  /** How often stored work whose job is missing gets it back (also once at start). */
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(100).default(300_000),
  /** Stored work still unfinished this long after it was accepted is marked failed instead of queued again. */
  RECONCILE_GIVE_UP_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(6 * 60 * 60 * 1000),
  ...AiProviderConfigSchema.shape,
  ...MAIL_SETTINGS,
  ...RETENTION_SETTINGS,
});
export type WorkerConfig = z.infer<typeof WorkerConfigSchema>;

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');

export function loadWorkerConfig(env = processEnvironment()): WorkerConfig {
  return parseConfig(WorkerConfigSchema, env);
}
