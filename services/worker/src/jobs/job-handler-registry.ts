import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { Job } from 'bullmq';
import { type JobDefinition, findJobHandlerProblems } from '@app/core';
import { JOB_HANDLER } from './job-handler.decorator';

export const JOB_CATALOGUE_TOKEN = Symbol('JOB_CATALOGUE');

export type BoundJobHandler = (payload: unknown, job: Job) => Promise<unknown>;

/** Finds every @JobHandler method and refuses to start unless each job has exactly one. */
@Injectable()
export class JobHandlerRegistry implements OnModuleInit {
  private readonly handlers = new Map<string, BoundJobHandler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    @Inject(JOB_CATALOGUE_TOKEN) private readonly catalogue: readonly JobDefinition[],
  ) {}

  onModuleInit() {
    const found = this.discoverHandlers();
    const problems = findJobHandlerProblems(this.catalogue, found.map(([name]) => name));
    if (problems.length) throw new Error(`The worker cannot start:\n  - ${problems.join('\n  - ')}`);
    for (const [name, handler] of found) this.handlers.set(name, handler);
  }

  definition(jobName: string): JobDefinition | undefined {
    return this.catalogue.find((job) => job.name === jobName);
  }

  handler(jobName: string): BoundJobHandler | undefined {
    return this.handlers.get(jobName);
  }

  private discoverHandlers(): [string, BoundJobHandler][] {
    const found: [string, BoundJobHandler][] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const target = instance[method] as (...args: unknown[]) => Promise<unknown>;
        const jobName = this.reflector.get<string | undefined>(JOB_HANDLER, target);
        if (jobName) found.push([jobName, target.bind(instance)]);
      }
    }
    return found;
  }
}
