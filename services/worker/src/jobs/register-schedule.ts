import type { JobDefinition, JobQueues } from '@app/core';

/**
 * Registers (upserts) a kind's repeating job on its queue: one job per interval, whatever the number of workers, so
 * every worker may do it and the reconciler does it again should Redis have lost it. The same schedule on a queue the
 * kind ran on before (formerQueues) is removed with its next job, so a moved kind is not run twice per interval.
 */
export async function registerSchedule(queues: JobQueues, schedulerId: string, job: JobDefinition, everyMs: number): Promise<null> {
  await queues.queue(job.queue).upsertJobScheduler(schedulerId, { every: everyMs }, { name: job.name, data: {}, opts: job.options });
  await Promise.all(job.formerQueues.map((former) => queues.queue(former).removeJobScheduler(schedulerId)));
  return null;
}
