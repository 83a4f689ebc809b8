import { UnrecoverableError } from 'bullmq';

/** Ends a job for good: no retry follows, and its kind's @JobFailureHandler records why. */
export class PermanentJobFailure extends UnrecoverableError {}
