import { EntityManager } from '@mikro-orm/postgresql';
import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { PublicContentCache } from '../public-content/public-content-cache';
import { PublicChanges } from '../cdn/public-changes';
import { ContentPublisher } from '../content/content-publisher';
import { PostPublishing } from '../content/post-publishing';
import { type MediaStorageSettings, mediaStorageFor } from '../media/media-storage-for';
import { DependencyGauges } from '../metrics/dependency-gauges';
import { METRICS_SETTINGS, MetricsEndpoint, type MetricsSettings } from '../metrics/metrics-endpoint';
import { ServerMetrics } from '../metrics/server-metrics';
import { MediaStorage } from '../media/media-storage';
import { JobQueues } from '../queues/job-queues';
import { MailOutbox } from '../mail/mail-outbox';
import { SERVER_REDIS, ServerRedisLifecycle, connectedServerRedis } from '../common/server-redis';

/** The settings the shared server pieces read; API and worker configs both have them. */
export type ServerCoreConfig = { REDIS_URL: string; REDIS_PREFIX: string; CDN_PURGE_URL?: string } & MediaStorageSettings & MetricsSettings;

@Injectable()
class JobQueuesLifecycle implements OnApplicationShutdown {
  constructor(@Inject(JobQueues) private readonly queues: JobQueues) {}

  onApplicationShutdown() {
    return this.queues.close();
  }
}

/**
 * What the API and the worker share, set up once: the Redis connection for caches and counters, the producer
 * side of the queues and of the mail outbox, media storage, publishing (PostPublishing), the public content cache and its CDN purges (PublicChanges), and the metrics. Both import it with their config
 * (it needs MikroOrmModule for ContentPublisher's EntityManager).
 */
@Module({})
export class ServerCoreModule {
  static forRoot(config: ServerCoreConfig): DynamicModule {
    return {
      module: ServerCoreModule,
      global: true,
      providers: [
        { provide: SERVER_REDIS, useFactory: () => connectedServerRedis(config) },
        ServerRedisLifecycle,
        { provide: JobQueues, useFactory: () => new JobQueues(config.REDIS_URL, config.REDIS_PREFIX) },
        JobQueuesLifecycle,
        { provide: MailOutbox, inject: [JobQueues], useFactory: (queues: JobQueues) => new MailOutbox(queues) },
        { provide: MediaStorage, useFactory: () => mediaStorageFor(config) },
        { provide: ContentPublisher, inject: [EntityManager], useFactory: (em: EntityManager) => new ContentPublisher(em) },
        {
          provide: PostPublishing,
          inject: [ContentPublisher, EntityManager],
          useFactory: (publisher: ContentPublisher, em: EntityManager) => new PostPublishing(publisher, em),
        },
        PublicContentCache,
        {
          provide: PublicChanges,
          inject: [PublicContentCache, JobQueues],
          useFactory: (cache: PublicContentCache, queues: JobQueues) => new PublicChanges(cache, queues, config.CDN_PURGE_URL !== undefined),
        },
        { provide: ServerMetrics, useFactory: () => new ServerMetrics() },
        { provide: METRICS_SETTINGS, useValue: config },
        DependencyGauges,
        MetricsEndpoint,
      ],
      exports: [SERVER_REDIS, JobQueues, MailOutbox, MediaStorage, ContentPublisher, PostPublishing, PublicContentCache, PublicChanges, ServerMetrics],
    };
  }
}
