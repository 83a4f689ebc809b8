import { Injectable, Logger } from '@nestjs/common';
import type { StartCampaignJob } from '@app/contracts';
import { JobQueues, sendMailJob, START_CAMPAIGN_JOB } from '@app/core';
import { JobHandler } from '../jobs/job-handler.decorator';
import { Reconcile } from '../reconcile/reconcile.decorator';
import { CampaignRunsRepository } from './campaign-runs.repository';

export type CampaignStartResult = { recipients: number } | 'nothing to start';

/**
 * A campaign at its time: sending, one outbox mail per subscriber confirmed then, each queued as a mail job on the
 * campaigns queue (rate limited), then fanned out. Every step is idempotent, so the start job retried, taken over from a killed
 * worker, or queued again by the sweep, stores and queues nothing twice (mail rows are unique per campaign and
 * subscriber; job ids derive from the rows).
 */
@Injectable()
export class CampaignStartHandler {
  private readonly logger = new Logger(CampaignStartHandler.name);

  constructor(
    private readonly campaigns: CampaignRunsRepository,
    private readonly queues: JobQueues,
  ) {}

  @JobHandler(START_CAMPAIGN_JOB)
  async start({ campaignId }: StartCampaignJob): Promise<CampaignStartResult> {
    const started = await this.campaigns.begin(campaignId);
    if (!started) return 'nothing to start';
    let lastSubscriber = await this.campaigns.fanOut(campaignId, started.startedAt);
    while (lastSubscriber) lastSubscriber = await this.campaigns.fanOut(campaignId, started.startedAt, lastSubscriber);
    let recipients = 0;
    let ids = await this.campaigns.pendingMailIds(campaignId);
    while (ids.length > 0) {
      await this.queues.addMany(
        sendMailJob('campaign'),
        ids.map((mailId) => ({ mailId })),
      );
      recipients += ids.length;
      ids = await this.campaigns.pendingMailIds(campaignId, ids[ids.length - 1]);
    }
    await this.campaigns.markFannedOut(campaignId);
    // No recipient at all: sent at once.
    await this.campaigns.finishIfDone(campaignId);
    this.logger.log(`Campaign ${campaignId} started: ${recipients} mail(s) queued`);
    return { recipients };
  }

  /**
   * The sweep, at start and every RECONCILE_INTERVAL_MS: a scheduled campaign, or one sending but not fanned out, gets
   * its start job again should Redis have lost it (the job id is one per campaign: a live one is left as it is); one
   * fanned out whose last mail's end was not followed by the check (its worker stopped) is marked sent.
   */
  @Reconcile(START_CAMPAIGN_JOB)
  async sweep(): Promise<{ ensured: number; finished: number } | null> {
    let ensured = 0;
    let finished = 0;
    for (const campaign of await this.campaigns.unfinished()) {
      if (campaign.fannedOutAt) {
        if (await this.campaigns.finishIfDone(campaign.id)) finished++;
        continue;
      }
      await this.queues.add(START_CAMPAIGN_JOB, { campaignId: campaign.id, sendAt: (campaign.sendAt ?? campaign.createdAt).toISOString() });
      ensured++;
    }
    return ensured + finished > 0 ? { ensured, finished } : null;
  }
}
