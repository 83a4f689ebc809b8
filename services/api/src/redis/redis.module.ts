import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

/** The API's own Redis connection (sign-in counters); keys live under `<REDIS_PREFIX>:api:`. */
export const API_REDIS = Symbol('API_REDIS');

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(API_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown() {
    await this.redis.quit();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: API_REDIS,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => new Redis(config.REDIS_URL, { keyPrefix: `${config.REDIS_PREFIX}:api:`, maxRetriesPerRequest: 2 }),
    },
    RedisLifecycle,
  ],
  exports: [API_REDIS],
})
export class RedisModule {}
