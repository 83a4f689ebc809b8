import { Module } from '@nestjs/common';
import { MaintenanceModule } from '../maintenance/maintenance.module';
import { UsersCoreModule } from '../users/users-core.module';
import { CampaignsController } from './campaigns/campaigns.controller';
import { CampaignsRepository } from './campaigns/campaigns.repository';
import { CampaignsService } from './campaigns/campaigns.service';
import { EnquiriesRepository } from './enquiries.repository';
import { InboxController } from './inbox.controller';
import { InboxService } from './inbox.service';
import { MarketingOptOutsController } from './opt-outs/marketing-opt-outs.controller';
import { MarketingOptOutsRepository } from './opt-outs/marketing-opt-outs.repository';
import { MarketingOptOutsService } from './opt-outs/marketing-opt-outs.service';
import { SubscribersController } from './subscribers/subscribers.controller';
import { SubscribersRepository } from './subscribers/subscribers.repository';
import { SubscribersService } from './subscribers/subscribers.service';

/** The staff inbox: enquiries, newsletter subscribers, campaigns and marketing opt-outs. */
@Module({
  imports: [MaintenanceModule, UsersCoreModule],
  controllers: [InboxController, SubscribersController, CampaignsController, MarketingOptOutsController],
  providers: [
    EnquiriesRepository,
    InboxService,
    SubscribersRepository,
    SubscribersService,
    CampaignsRepository,
    CampaignsService,
    MarketingOptOutsRepository,
    MarketingOptOutsService,
  ],
})
export class InboxModule {}
