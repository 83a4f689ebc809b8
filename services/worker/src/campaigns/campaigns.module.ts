import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { CampaignMailPolicy } from './campaign-mail-policy';
import { CampaignRateGate } from './campaign-rate-gate';
import { CampaignRunsRepository } from './campaign-runs.repository';
import { CampaignStartHandler } from './campaign-start.handler';

/**
 * Newsletter campaigns in the worker: the start of a campaign (its fan-out to one outbox mail per recipient, each
 * queued on the campaigns queue) and the policy of its mails, which the outbox's one sender applies.
 */
@Module({
  imports: [NotificationsModule],
  providers: [CampaignRunsRepository, CampaignStartHandler, CampaignRateGate, CampaignMailPolicy],
})
export class CampaignsModule {}
