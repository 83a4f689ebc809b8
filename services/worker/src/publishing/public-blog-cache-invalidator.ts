import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { describeError, publicBlogGenerationKey } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

/**
 * Ends the API's cached public blog answers after the worker publishes a post: raising the cache's generation
 * counter makes every API process read fresh posts on its next request.
 */
@Injectable()
export class PublicBlogCacheInvalidator implements OnApplicationShutdown {
  private readonly logger = new Logger(PublicBlogCacheInvalidator.name);
  private readonly redis: Redis;
  private readonly generationKey: string;

  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: true });
    this.generationKey = publicBlogGenerationKey(config.REDIS_PREFIX);
  }

  async invalidate(): Promise<void> {
    try {
      await this.redis.incr(this.generationKey);
    } catch (error) {
      this.logger.error(`Could not invalidate the public blog cache; visitors may see old answers for a minute: ${describeError(error)}`);
    }
  }

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
