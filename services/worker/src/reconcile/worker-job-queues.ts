import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { JobQueues } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

/** The producer side of the queues for the worker's own enqueues (reconciler, schedules); closed with the process. */
@Injectable()
export class WorkerJobQueues extends JobQueues implements OnApplicationShutdown {
  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig) {
    super(config.REDIS_URL, config.REDIS_PREFIX);
  }

  onApplicationShutdown() {
    return this.close();
  }
}
