import type { ModuleMetadata } from '@nestjs/common';
import { ContentJobsModule } from './content/content-jobs.module';
import { MediaWorkerModule } from './media/media-worker.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PublishingModule } from './publishing/publishing.module';

/** The feature modules whose providers declare @JobHandler methods: a feature adds its module here. */
export const HANDLER_MODULES: NonNullable<ModuleMetadata['imports']> = [MediaWorkerModule, NotificationsModule, ContentJobsModule, PublishingModule];
