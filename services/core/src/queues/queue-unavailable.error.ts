import { describeError } from '../logging/describe-error';

/** A job could not be queued in time (Redis down or too slow); whatever the job was for is not lost if it was stored first. */
export class QueueUnavailableError extends Error {
  constructor(
    readonly jobName: string,
    cause: unknown,
  ) {
    super(`Could not queue a ${jobName} job: ${describeError(cause)}`, { cause });
    this.name = 'QueueUnavailableError';
  }
}
