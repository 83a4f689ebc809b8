import type { WorkerConfig } from '../config/worker-config';

type RetrySettings = Pick<WorkerConfig, 'JOB_RETRY_BASE_DELAY_MS' | 'JOB_RETRY_MAX_DELAY_MS'>;

/** Delay before retry number `retry` (1 for the first): doubles from the base delay, never above the maximum. */
export function retryDelay(retry: number, settings: RetrySettings): number {
  return Math.min(settings.JOB_RETRY_MAX_DELAY_MS, settings.JOB_RETRY_BASE_DELAY_MS * 2 ** Math.max(retry - 1, 0));
}
