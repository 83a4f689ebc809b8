import { JOB_CATALOGUE, type JobDefinition, type QueueName } from '@app/core';

/**
 * The warning a worker logs at start when it consumes a queue some kinds moved away from (`formerQueues`) but not the
 * queue they moved to (decision 025), or null. A `.env` copied from the old `.env.example` lists the five old queues:
 * `publishing` without `maintenance` and `tenancies`, so unless another worker consumes those, the rent, statement and
 * reminder sweeps stop. It does not refuse to start: another worker may consume them, which only `/api/ready` can tell.
 */
export function movedQueuesWarning(consumed: readonly QueueName[], catalogue: readonly JobDefinition[] = JOB_CATALOGUE): string | null {
  const moved = catalogue.filter((job) => !consumed.includes(job.queue) && job.formerQueues.some((former) => consumed.includes(former)));
  if (moved.length === 0) return null;
  const names = (queues: QueueName[]) => [...new Set(queues)].sort();
  const missing = names(moved.map((job) => job.queue));
  const former = names(moved.flatMap((job) => job.formerQueues.filter((queue) => consumed.includes(queue))));
  return (
    `WORKER_QUEUES names ${former.join(', ')} but not ${missing.join(', ')}, where some of its jobs run now (decision 025): ` +
    `unless another worker consumes ${missing.join(' and ')}, add them to WORKER_QUEUES or remove the setting to consume every queue ` +
    `(/api/ready names any queue no worker consumes)`
  );
}
