import { EntityManager } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { ContentPublisher } from '@app/core';
import { PublicBlogCacheInvalidator } from './public-blog-cache-invalidator';
import { PublishingSweepSchedule } from './publishing-sweep-schedule';
import { ScheduledPublishingHandler } from './scheduled-publishing.handler';

@Module({
  providers: [
    { provide: ContentPublisher, inject: [EntityManager], useFactory: (em: EntityManager) => new ContentPublisher(em) },
    PublicBlogCacheInvalidator,
    PublishingSweepSchedule,
    ScheduledPublishingHandler,
  ],
})
export class PublishingModule {}
