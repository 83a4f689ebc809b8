import { Module } from '@nestjs/common';
import { ContentDraftsController } from './content-drafts.controller';
import { ContentDraftsRepository } from './content-drafts.repository';
import { ContentDraftsService } from './content-drafts.service';
import { DraftMediaUsageSource } from './draft-media-usage.source';
import { PublishScheduler } from './publish-scheduler';

@Module({
  controllers: [ContentDraftsController],
  providers: [
    ContentDraftsRepository,
    ContentDraftsService,
    PublishScheduler,
    DraftMediaUsageSource,
  ],
})
export class ContentDraftsModule {}
