import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { OutboundMailEntity } from '@app/core';
import { type MailKindPolicy, MailPolicies } from '../notifications/mail-kind-policy';
import { CampaignRateGate } from './campaign-rate-gate';
import { campaignMailStillWanted, CampaignRunsRepository } from './campaign-runs.repository';

/**
 * A campaign's mail: it takes its turn at the campaign pace (every worker together) before it is claimed; it goes
 * only while its campaign is sending and its subscriber still wants it, and is called off otherwise; the end of its
 * campaign's last mail marks the campaign sent. (It goes at most once, from the campaigns queue: MAIL_DELIVERY.)
 */
@Injectable()
export class CampaignMailPolicy implements MailKindPolicy, OnModuleInit {
  readonly kind = 'campaign';

  constructor(
    private readonly rate: CampaignRateGate,
    private readonly runs: CampaignRunsRepository,
    private readonly policies: MailPolicies,
  ) {}

  onModuleInit(): void {
    this.policies.register(this);
  }

  pace(): Promise<void> {
    return this.rate.takeTurn();
  }

  stillWanted(forShare: boolean): string {
    return campaignMailStillWanted(forShare);
  }

  callOff(mailId: string): Promise<boolean> {
    return this.runs.callOffMail(mailId);
  }

  async ended(mail: OutboundMailEntity): Promise<void> {
    if (mail.campaign) await this.runs.finishIfDone(mail.campaign.id);
  }
}
