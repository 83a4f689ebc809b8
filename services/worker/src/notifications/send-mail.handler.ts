import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { type SendMailJob } from '@app/contracts';
import { describeError, type OutboundMailEntity, SEND_MAIL_JOB } from '@app/core';
import { type JobFailure, JobFailureHandler, JobHandler } from '../jobs/job-handler.decorator';
import { PermanentJobFailure } from '../jobs/permanent-job-failure';
import { MailComposer } from './mail-composer';
import { isPermanentMailFailure, MailTransport, NO_MAIL_TRANSPORT } from './mail-transport';
import { CampaignRateGate } from './campaign-rate-gate';
import { CampaignRunsRepository } from './campaign-runs.repository';
import { OutboundMailsRepository } from './outbound-mails.repository';

export const INTERRUPTED_CAMPAIGN_MAIL =
  'The worker sending this e-mail stopped after its body began to go to the mail server, so whether the server took it is unknown; it is not sent again, so that nobody gets the campaign twice.';
export const INTERRUPTED_REMINDER =
  'The worker sending this reminder stopped after its body began to go to the mail server, so whether the server took it is unknown; it is not sent again, so that nobody gets a reminder twice.';

/** Mails sent at most once (never again once their body may have left): a campaign's, and viewing reminders. */
const AT_MOST_ONCE: Partial<Record<OutboundMailEntity['kind'], string>> = {
  campaign: INTERRUPTED_CAMPAIGN_MAIL,
  viewing_reminder_24h: INTERRUPTED_REMINDER,
  viewing_reminder_2h: INTERRUPTED_REMINDER,
};

/**
 * Sends one mail of the outbox and records how it went on its row: sent (with its Message-ID), or not sent and why.
 * The row is claimed atomically (pending -> sending) before the SMTP exchange, so two workers never send it both.
 * A temporary failure (4xx, timeout, refused connection) puts the mail back to pending with the attempt's reason and is
 * retried with backoff; a permanent one (5xx) fails it at once; the failure handler records the end of the retries.
 */
@Injectable()
export class SendMailHandler {
  private readonly logger = new Logger(SendMailHandler.name);

  constructor(
    private readonly transport: MailTransport,
    private readonly mails: OutboundMailsRepository,
    private readonly composer: MailComposer,
    private readonly campaigns: CampaignRunsRepository,
    private readonly rate: CampaignRateGate,
  ) {}

  /** Whichever queue the job came from: a campaign's mail takes its turn at the campaign pace before it is claimed. */
  @JobHandler(SEND_MAIL_JOB)
  async send({ mailId }: SendMailJob, job: Job): Promise<string> {
    const mail = await this.mails.find(mailId);
    if (!mail) return 'mail no longer exists';
    if (mail.status === 'sending') {
      const outcome = await this.resumeInterrupted(mail);
      if (outcome) return outcome;
    }
    // Sent already, or ended otherwise (the job was queued again).
    if (mail.status !== 'pending') return `already ${mail.status}`;
    // Queued early (the job was queued again without its delay): the reconciler queues it again once it is due.
    if (mail.sendAfter && mail.sendAfter.getTime() > Date.now()) return 'not due yet';
    try {
      return await this.sendPending(mail, job);
    } finally {
      if (mail.kind === 'campaign' && mail.campaign) await this.campaigns.finishIfDone(mail.campaign.id);
    }
  }

  /** A campaign's mail failed for good may be its campaign's last. */
  @JobFailureHandler(SEND_MAIL_JOB)
  async giveUp({ mailId }: SendMailJob, { reason }: JobFailure): Promise<void> {
    await this.mails.markFailed(mailId, reason);
    const mail = await this.mails.find(mailId);
    if (mail?.campaign) await this.campaigns.finishIfDone(mail.campaign.id);
  }

  /**
   * The mail was claimed by a worker that stopped during its SMTP exchange (killed, or its lock lost). Without a
   * Message-ID recorded its body never left (MailTransport's gate), so it is sent again. With one, whether the mail
   * server took it is unknown: a campaign mail or a viewing reminder is then never sent again, so nobody gets it twice,
   * and ends failed saying so; any other mail (a reset link, a reply) is sent again, at least once.
   */
  private async resumeInterrupted(mail: OutboundMailEntity): Promise<string | null> {
    const interrupted = AT_MOST_ONCE[mail.kind];
    if (interrupted && mail.messageId !== null) {
      await this.mails.abandon(mail, interrupted);
      if (mail.campaign) await this.campaigns.finishIfDone(mail.campaign.id);
      return 'interrupted: not sent again';
    }
    return (await this.mails.reopen(mail, { beforeBodyOnly: interrupted !== undefined })) ? null : 'claimed elsewhere';
  }

  private async sendPending(mail: OutboundMailEntity, job: Job): Promise<string> {
    if (!this.transport.isConfigured) {
      await this.mails.record(mail, { status: 'not_configured', lastError: NO_MAIL_TRANSPORT });
      return 'not configured';
    }
    if (mail.kind === 'campaign') await this.rate.takeTurn();
    const composed = await this.composer.compose(mail);
    if ('unsent' in composed) {
      await this.mails.record(mail, { status: composed.unsent.status, lastError: composed.unsent.reason });
      return composed.unsent.result;
    }
    const token = await this.mails.claim(mail);
    if (!token) {
      if (mail.kind === 'campaign' && (await this.mails.callOffCampaignMail(mail.id))) return 'called off';
      return 'claimed elsewhere or ended';
    }
    try {
      const messageId = await this.transport.send(composed.message, (id) => this.mails.markTransmitting(mail.id, token, id));
      await this.mails.finishClaim(mail.id, token, { status: 'sent', lastError: null, sentAt: new Date(), messageId });
      return 'sent';
    } catch (error) {
      const permanent = isPermanentMailFailure(error);
      const reason = `Attempt ${job.attemptsMade + 1} of ${job.opts.attempts ?? 1} failed${permanent ? ' for good' : ''}: ${describeError(error)}`;
      this.logger.warn(`${job.name} ${job.id}: ${reason}`);
      await this.mails.finishClaim(mail.id, token, { status: permanent ? 'failed' : 'pending', lastError: reason });
      if (!permanent && mail.kind === 'campaign' && (await this.mails.callOffCampaignMail(mail.id))) return 'called off';
      throw permanent ? new PermanentJobFailure(reason) : error;
    }
  }
}
