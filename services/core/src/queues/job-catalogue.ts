import type { JobDefinition } from './job-definition';

/**
 * Every job the worker must handle. A feature adds its definitions here; the worker refuses to start
 * while any of them has no handler, or two.
 */
export const JOB_CATALOGUE: readonly JobDefinition[] = [];
