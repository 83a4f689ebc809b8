import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { JobQueues } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

@Injectable()
class JobQueuesLifecycle implements OnApplicationShutdown {
  constructor(@Inject(JobQueues) private readonly queues: JobQueues) {}

  async onApplicationShutdown() {
    await this.queues.close();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: JobQueues,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => new JobQueues(config.REDIS_URL, config.REDIS_PREFIX),
    },
    JobQueuesLifecycle,
  ],
  exports: [JobQueues],
})
export class QueuesModule {}
