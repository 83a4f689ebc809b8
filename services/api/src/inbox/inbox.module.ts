import { Module } from '@nestjs/common';
import { MaintenanceModule } from '../maintenance/maintenance.module';
import { UsersCoreModule } from '../users/users-core.module';
import { CampaignsController } from './campaigns/campaigns.controller';
import { CampaignsRepository } from './campaigns/campaigns.repository';
import { CampaignsService } from './campaigns/campaigns.service';
import { EnquiriesRepository } from './enquiries.repository';
import { InboxController } from './inbox.controller';
import { InboxService } from './inbox.service';
import { SubscribersController } from './subscribers/subscribers.controller';
import { SubscribersRepository } from './subscribers/subscribers.repository';
import { SubscribersService } from './subscribers/subscribers.service';

/** The staff inbox: enquiries, newsletter subscribers and campaigns. */
@Module({
  imports: [MaintenanceModule, UsersCoreModule],
  controllers: [InboxController, SubscribersController, CampaignsController],
  providers: [EnquiriesRepository, InboxService, SubscribersRepository, SubscribersService, CampaignsRepository, CampaignsService],
})
export class InboxModule {}
