import { Inject, Injectable } from '@nestjs/common';
import { type IdentifiedJobDefinition, type JobIdInputArgs, JobQueues } from '@app/core';
import type { z } from 'zod';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

/** Work a feature stored before queueing its job: an uploaded image, an enquiry to notify, a draft to write. */
export type StoredWork = { id: string; createdAt: Date };

/** What a feature tells the reconciler about its stored work. */
export interface StoredWorkSource<W extends StoredWork, S extends z.ZodType, K> {
  readonly job: IdentifiedJobDefinition<S, K>;
  /** Accepted but not finished, oldest first, at most `limit`. */
  unfinished(limit: number): Promise<W[]>;
  /** The work's job as JobQueues.add takes it after the kind: its payload, and the id input of a kind that needs one. Its id derives from them. */
  jobArgs(work: W): readonly [payload: z.output<S>, ...JobIdInputArgs<K>];
  /** Marks the work failed, with a reason staff can read, and removes what it leaves behind. */
  giveUp(work: W): Promise<unknown>;
}

/** The StoredWorkSource of work queued as jobs of kind J. */
export type StoredWorkSourceOf<W extends StoredWork, J> = J extends IdentifiedJobDefinition<infer S, infer K> ? StoredWorkSource<W, S, K> : never;

export type StoredWorkOutcome = { requeued: number; gaveUp: number };

/** Job states in which the job will still run (or runs now). */
const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/** How many unfinished pieces of work one run looks at per feature; the rest wait for the next run. */
const BATCH_SIZE = 200;

/**
 * Gives stored work without a live job (Redis lost it, could not take it, or it ended without finishing the work)
 * its job again, or marks it failed once it is older than RECONCILE_GIVE_UP_AFTER_MS.
 */
@Injectable()
export class StoredWorkReconciler {
  constructor(
    private readonly queues: JobQueues,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  async reconcile<W extends StoredWork, S extends z.ZodType, K>(source: StoredWorkSource<W, S, K>): Promise<StoredWorkOutcome | null> {
    const outcome: StoredWorkOutcome = { requeued: 0, gaveUp: 0 };
    const queue = this.queues.queue(source.job.queue);
    for (const work of await source.unfinished(BATCH_SIZE)) {
      const [payload, ...idInput] = source.jobArgs(work);
      const jobId = source.job.jobId(payload, idInput[0] as K);
      const state = await queue.getJobState(jobId);
      if (LIVE_STATES.has(state)) continue;
      if (Date.now() - work.createdAt.getTime() > this.config.RECONCILE_GIVE_UP_AFTER_MS) {
        await source.giveUp(work);
        outcome.gaveUp++;
        continue;
      }
      // A finished job keeps its id for a while, and a job is not added again under an id in use.
      if (state !== 'unknown') await queue.remove(jobId);
      await this.queues.add(source.job, payload, ...idInput);
      outcome.requeued++;
    }
    return outcome.requeued + outcome.gaveUp > 0 ? outcome : null;
  }
}
