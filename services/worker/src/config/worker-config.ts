import { z } from 'zod';
import { AiProviderConfigSchema, QUEUE_NAMES, ServerConfigSchema, parseConfig, processEnvironment } from '@app/core';
import { MAIL_SETTINGS } from '../notifications/mail.settings';

export const WorkerConfigSchema = ServerConfigSchema.extend({
  /** Jobs one worker process runs at the same time, per queue. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Comma-separated queues this process consumes; all of them by default. */
  WORKER_QUEUES: z
    .string()
    .default(QUEUE_NAMES.join(','))
    .transform((value) => value.split(',').map((name) => name.trim()).filter(Boolean))
    .pipe(z.array(z.enum(QUEUE_NAMES)).min(1)),
  ...AiProviderConfigSchema.shape,
  ...MAIL_SETTINGS,
});
export type WorkerConfig = z.infer<typeof WorkerConfigSchema>;

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');

export function loadWorkerConfig(env = processEnvironment()): WorkerConfig {
  return parseConfig(WorkerConfigSchema, env);
}
