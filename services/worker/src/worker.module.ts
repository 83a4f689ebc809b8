import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { LoggerModule } from 'nestjs-pino';
import { JOB_CATALOGUE, type JobDefinition, REDACTED_LOG_PATHS, ServerCoreModule, createOrmOptions, logFormat } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from './config/worker-config';
import { JOB_CATALOGUE_TOKEN, JobHandlerRegistry } from './jobs/job-handler-registry';
import { ProviderMethods } from './jobs/provider-methods';
import { QueueWorkers } from './jobs/queue-workers';
import { JobMetrics } from './metrics/job-metrics';
import { Reconciler } from './reconcile/reconciler';
import { StoredWorkReconciler } from './reconcile/stored-work';

type WorkerModuleOptions = {
  /** The jobs to serve; tests pass their own. */
  catalogue?: readonly JobDefinition[];
  /** Modules whose providers declare @JobHandler, @JobFailureHandler and @Reconcile methods. */
  handlerModules?: ModuleMetadata['imports'];
};

@Module({})
export class WorkerModule {
  static forRoot(config: WorkerConfig, options: WorkerModuleOptions = {}): DynamicModule {
    return {
      module: WorkerModule,
      global: true,
      imports: [
        DiscoveryModule,
        LoggerModule.forRoot({ pinoHttp: { ...logFormat(), level: config.LOG_LEVEL, redact: REDACTED_LOG_PATHS } }),
        MikroOrmModule.forRoot({ ...createOrmOptions(config.DATABASE_URL), registerRequestContext: false }),
        ServerCoreModule.forRoot(config),
        ...(options.handlerModules ?? []),
      ],
      providers: [
        { provide: WORKER_CONFIG, useValue: config },
        { provide: JOB_CATALOGUE_TOKEN, useValue: options.catalogue ?? JOB_CATALOGUE },
        ProviderMethods,
        JobHandlerRegistry,
        JobMetrics,
        QueueWorkers,
        Reconciler,
        StoredWorkReconciler,
      ],
      exports: [WORKER_CONFIG, StoredWorkReconciler],
    };
  }
}
