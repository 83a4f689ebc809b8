import { Module } from '@nestjs/common';
import { CampaignRateGate } from './campaign-rate-gate';
import { CampaignRunsRepository } from './campaign-runs.repository';
import { CampaignStartHandler } from './campaign-start.handler';
import { MailComposer } from './mail-composer';
import { MailTransport } from './mail-transport';
import { OutboundMailsRepository } from './outbound-mails.repository';
import { SendMailHandler } from './send-mail.handler';
import { UnfinishedMails } from './unfinished-mails';

/**
 * The notifications and campaigns queues: the mail outbox (staff e-mails about enquiries, replies to visitors, newsletter
 * confirmations and welcomes, password reset links, campaign mails), one sending handler and one reconciler for every
 * mail, and the start of a campaign (its fan-out to one mail per recipient).
 */
@Module({
  providers: [
    MailTransport,
    OutboundMailsRepository,
    MailComposer,
    SendMailHandler,
    UnfinishedMails,
    CampaignRunsRepository,
    CampaignStartHandler,
    CampaignRateGate,
  ],
})
export class NotificationsModule {}
