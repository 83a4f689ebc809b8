import { Module } from '@nestjs/common';
import { ContentDraftsController } from './content-drafts.controller';
import { ContentDraftsRepository } from './content-drafts.repository';
import { ContentDraftsService } from './content-drafts.service';
import { PreviewLinksController } from './preview-links/preview-links.controller';
import { PreviewLinksRepository } from './preview-links/preview-links.repository';
import { PreviewLinksService } from './preview-links/preview-links.service';
import { PublishScheduler } from './publish-scheduler';
import { DraftRevisionsController } from './revisions/draft-revisions.controller';
import { DraftRevisionsRepository } from './revisions/draft-revisions.repository';
import { DraftRevisionsService } from './revisions/draft-revisions.service';

@Module({
  controllers: [ContentDraftsController, DraftRevisionsController, PreviewLinksController],
  providers: [
    ContentDraftsRepository,
    ContentDraftsService,
    PublishScheduler,
    DraftRevisionsRepository,
    DraftRevisionsService,
    PreviewLinksRepository,
    PreviewLinksService,
  ],
  exports: [PreviewLinksService],
})
export class ContentDraftsModule {}
