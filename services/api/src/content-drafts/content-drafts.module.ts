import { EntityManager } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { ContentPublisher } from '@app/core';
import { PublicBlogCacheModule } from '../blog/public-blog-cache.module';
import { ContentDraftsController } from './content-drafts.controller';
import { ContentDraftsRepository } from './content-drafts.repository';
import { ContentDraftsService } from './content-drafts.service';
import { DraftMediaUsageSource } from './draft-media-usage.source';
import { PublishScheduler } from './publish-scheduler';

@Module({
  imports: [PublicBlogCacheModule],
  controllers: [ContentDraftsController],
  providers: [
    ContentDraftsRepository,
    ContentDraftsService,
    PublishScheduler,
    DraftMediaUsageSource,
    { provide: ContentPublisher, inject: [EntityManager], useFactory: (em: EntityManager) => new ContentPublisher(em) },
  ],
})
export class ContentDraftsModule {}
