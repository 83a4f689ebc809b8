import { SetMetadata } from '@nestjs/common';
import type { JobDefinition } from '@app/core';

export const RECONCILE = 'worker:reconcile';

/**
 * Declares a method the reconciler runs at start and every RECONCILE_INTERVAL_MS, in workers that consume `job`'s
 * queue: it re-creates the jobs of stored work that Redis lost or never got, and returns what it did, for the log.
 */
export const Reconcile = (job: JobDefinition) => SetMetadata(RECONCILE, job);
