import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { type SendMailJob } from '@app/contracts';
import { describeError, MAIL_DELIVERY, type OutboundMailEntity, SEND_MAIL_JOB } from '@app/core';
import { type JobFailure, JobFailureHandler, JobHandler } from '../jobs/job-handler.decorator';
import { PermanentJobFailure } from '../jobs/permanent-job-failure';
import { MailComposer } from './mail-composer';
import { MailPolicies } from './mail-kind-policy';
import { isPermanentMailFailure, MailTransport, NO_MAIL_TRANSPORT } from './mail-transport';
import { OutboundMailsRepository } from './outbound-mails.repository';

/**
 * Sends one mail of the outbox and records how it went on its row: sent (with its Message-ID), or not sent and why.
 * The row is claimed atomically (pending -> sending) before the SMTP exchange, so two workers never send it both.
 * A temporary failure (4xx, timeout, refused connection) puts the mail back to pending with the attempt's reason and is
 * retried with backoff; a permanent one (5xx) fails it at once; the failure handler records the end of the retries.
 * What a kind adds (a pace, a "still wanted?" check, an end hook) is its MailKindPolicy; whether it goes at most once,
 * its MAIL_DELIVERY.
 */
@Injectable()
export class SendMailHandler {
  private readonly logger = new Logger(SendMailHandler.name);

  constructor(
    private readonly transport: MailTransport,
    private readonly mails: OutboundMailsRepository,
    private readonly composer: MailComposer,
    private readonly policies: MailPolicies,
  ) {}

  /** Whichever queue the job came from. */
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
      await this.policies.of(mail.kind).ended?.(mail);
    }
  }

  @JobFailureHandler(SEND_MAIL_JOB)
  async giveUp({ mailId }: SendMailJob, { reason }: JobFailure): Promise<void> {
    await this.mails.markFailed(mailId, reason);
    const mail = await this.mails.find(mailId);
    if (mail) await this.policies.of(mail.kind).ended?.(mail);
  }

  /**
   * The mail was claimed by a worker that stopped during its SMTP exchange (killed, or its lock lost). Without a
   * Message-ID recorded its body never left (MailTransport's gate), so it is sent again. With one, whether the mail
   * server took it is unknown: a mail whose kind's policy says at most once (bulk mail, a viewing reminder) is then
   * never sent again, so nobody gets it twice, and ends failed saying so; any other mail (a reset link, a reply) is sent
   * again, at least once.
   */
  private async resumeInterrupted(mail: OutboundMailEntity): Promise<string | null> {
    const atMostOnce = MAIL_DELIVERY[mail.kind].atMostOnce;
    if (atMostOnce && mail.messageId !== null) {
      await this.mails.abandon(mail, atMostOnce.interrupted);
      await this.policies.of(mail.kind).ended?.(mail);
      return 'interrupted: not sent again';
    }
    return (await this.mails.reopen(mail, { beforeBodyOnly: atMostOnce !== undefined })) ? null : 'claimed elsewhere';
  }

  private async sendPending(mail: OutboundMailEntity, job: Job): Promise<string> {
    if (!this.transport.isConfigured) {
      await this.mails.record(mail, { status: 'not_configured', lastError: NO_MAIL_TRANSPORT });
      return 'not configured';
    }
    const policy = this.policies.of(mail.kind);
    await policy.pace?.();
    const composed = await this.composer.compose(mail);
    if ('unsent' in composed) {
      await this.mails.record(mail, { status: composed.unsent.status, lastError: composed.unsent.reason });
      return composed.unsent.result;
    }
    const token = await this.mails.claim(mail, policy.stillWanted?.(false));
    if (!token) return (await policy.callOff?.(mail.id)) ? 'called off' : 'claimed elsewhere or ended';
    try {
      const messageId = await this.transport.send(composed.message, (id) => this.mails.markTransmitting(mail.id, token, id, policy.stillWanted?.(true)));
      await this.mails.finishClaim(mail.id, token, { status: 'sent', lastError: null, sentAt: new Date(), messageId });
      return 'sent';
    } catch (error) {
      const permanent = isPermanentMailFailure(error);
      const reason = `Attempt ${job.attemptsMade + 1} of ${job.opts.attempts ?? 1} failed${permanent ? ' for good' : ''}: ${describeError(error)}`;
      this.logger.warn(`${job.name} ${job.id}: ${reason}`);
      await this.mails.finishClaim(mail.id, token, { status: permanent ? 'failed' : 'pending', lastError: reason });
      if (!permanent && (await policy.callOff?.(mail.id))) return 'called off';
      throw permanent ? new PermanentJobFailure(reason) : error;
    }
  }
}
