import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Job } from 'bullmq';
import { type JobDefinition, type QueueName, findJobDefinition, findJobHandlerProblems, runsOnQueue } from '@app/core';
import { JOB_FAILURE_HANDLER, JOB_HANDLER, type JobFailure } from './job-handler.decorator';
import { ProviderMethods } from './provider-methods';

export const JOB_CATALOGUE_TOKEN = Symbol('JOB_CATALOGUE');

export type BoundJobHandler = (payload: unknown, job: Job) => Promise<unknown>;
export type BoundJobFailureHandler = (payload: unknown, failure: JobFailure) => Promise<unknown>;

/**
 * Finds every @JobHandler method and refuses to start unless each job has exactly one; also the @JobFailureHandler ones.
 * A job is looked up by its name, or a name its kind had before (JobDefinition.formerNames), on a queue of its kind or
 * one its kind ran on before (formerQueues).
 */
@Injectable()
export class JobHandlerRegistry implements OnModuleInit {
  private readonly handlers = new Map<string, BoundJobHandler>();
  private readonly failureHandlers = new Map<string, BoundJobFailureHandler>();

  constructor(
    private readonly methods: ProviderMethods,
    @Inject(JOB_CATALOGUE_TOKEN) private readonly catalogue: readonly JobDefinition[],
  ) {}

  onModuleInit() {
    const found = this.methods.marked<string>(JOB_HANDLER);
    const problems = findJobHandlerProblems(
      this.catalogue,
      found.map(([name]) => name),
    );
    if (problems.length) throw new Error(`The worker cannot start:\n  - ${problems.join('\n  - ')}`);
    for (const [name, handler] of found) this.handlers.set(name, handler as BoundJobHandler);
    for (const [name, handler] of this.methods.marked<string>(JOB_FAILURE_HANDLER)) this.failureHandlers.set(name, handler as BoundJobFailureHandler);
  }

  /** The kind of a job of this name on this queue; none for a job on a queue its kind does not (or no longer) run on. */
  definition(queue: QueueName, jobName: string): JobDefinition | undefined {
    const job = findJobDefinition(this.catalogue, jobName);
    return job && runsOnQueue(job, queue) ? job : undefined;
  }

  handler(job: JobDefinition): BoundJobHandler | undefined {
    return this.handlers.get(job.name);
  }

  failureHandler(job: JobDefinition): BoundJobFailureHandler | undefined {
    return this.failureHandlers.get(job.name);
  }
}
