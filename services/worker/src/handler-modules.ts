import type { ModuleMetadata } from '@nestjs/common';
import { CampaignsModule } from './campaigns/campaigns.module';
import { CdnModule } from './cdn/cdn.module';
import { ContentModule } from './content/content.module';
import { MediaModule } from './media/media.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OwnersModule } from './owners/owners.module';
import { PublishingModule } from './publishing/publishing.module';
import { RentModule } from './rent/rent.module';
import { DepositsModule } from './deposits/deposits.module';
import { RetentionModule } from './retention/retention.module';
import { TenanciesModule } from './tenancies/tenancies.module';

/** The feature modules whose providers declare @JobHandler methods: a feature adds its module here. */
export const HANDLER_MODULES: NonNullable<ModuleMetadata['imports']> = [
  MediaModule,
  NotificationsModule,
  CampaignsModule,
  ContentModule,
  PublishingModule,
  RetentionModule,
  CdnModule,
  OwnersModule,
  RentModule,
  TenanciesModule,
  DepositsModule,
];
