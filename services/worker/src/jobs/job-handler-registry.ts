import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Job } from 'bullmq';
import { type JobDefinition, findJobHandlerProblems } from '@app/core';
import { JOB_FAILURE_HANDLER, JOB_HANDLER, type JobFailure } from './job-handler.decorator';
import { ProviderMethods } from './provider-methods';

export const JOB_CATALOGUE_TOKEN = Symbol('JOB_CATALOGUE');

export type BoundJobHandler = (payload: unknown, job: Job) => Promise<unknown>;
export type BoundJobFailureHandler = (payload: unknown, failure: JobFailure) => Promise<unknown>;

/** Finds every @JobHandler method and refuses to start unless each job has exactly one; also the @JobFailureHandler ones. */
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
    const problems = findJobHandlerProblems(this.catalogue, found.map(([name]) => name));
    if (problems.length) throw new Error(`The worker cannot start:\n  - ${problems.join('\n  - ')}`);
    for (const [name, handler] of found) this.handlers.set(name, handler as BoundJobHandler);
    for (const [name, handler] of this.methods.marked<string>(JOB_FAILURE_HANDLER)) this.failureHandlers.set(name, handler as BoundJobFailureHandler);
  }

  definition(jobName: string): JobDefinition | undefined {
    return this.catalogue.find((job) => job.name === jobName);
  }

  handler(jobName: string): BoundJobHandler | undefined {
    return this.handlers.get(jobName);
  }

  failureHandler(jobName: string): BoundJobFailureHandler | undefined {
    return this.failureHandlers.get(jobName);
  }
}
