import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { type SendMailJob } from '@app/contracts';
import { describeError, SEND_MAIL_JOB } from '@app/core';
import { type JobFailure, JobFailureHandler, JobHandler } from '../jobs/job-handler.decorator';
import { PermanentJobFailure } from '../jobs/permanent-job-failure';
import { MailComposer } from './mail-composer';
import { isPermanentMailFailure, MailTransport, NO_MAIL_TRANSPORT } from './mail-transport';
import { OutboundMailsRepository } from './outbound-mails.repository';

/**
 * Sends one mail of the outbox and records how it went on its row: sent (with its Message-ID), or not sent and why.
 * A temporary failure (4xx, timeout, refused connection) keeps the mail pending with the attempt's reason and is
 * retried with backoff; a permanent one (5xx) fails it at once; the failure handler records the end of the retries.
 */
@Injectable()
export class SendMailHandler {
  private readonly logger = new Logger(SendMailHandler.name);

  constructor(
    private readonly transport: MailTransport,
    private readonly mails: OutboundMailsRepository,
    private readonly composer: MailComposer,
  ) {}

  @JobHandler(SEND_MAIL_JOB)
  async send({ mailId }: SendMailJob, job: Job): Promise<string> {
    const mail = await this.mails.find(mailId);
    if (!mail) return 'mail no longer exists';
    // Sent already, or ended otherwise (the job was queued again).
    if (mail.status !== 'pending') return `already ${mail.status}`;
    if (!this.transport.isConfigured) {
      await this.mails.record(mail, { status: 'not_configured', lastError: NO_MAIL_TRANSPORT });
      return 'not configured';
    }
    const composed = await this.composer.compose(mail);
    if ('unsent' in composed) {
      await this.mails.record(mail, { status: composed.unsent.status, lastError: composed.unsent.reason });
      return composed.unsent.result;
    }
    await this.mails.record(mail, { attempts: mail.attempts + 1 });
    try {
      const messageId = await this.transport.send(composed.message);
      await this.mails.record(mail, { status: 'sent', lastError: null, sentAt: new Date(), messageId });
      return 'sent';
    } catch (error) {
      const permanent = isPermanentMailFailure(error);
      const reason = `Attempt ${job.attemptsMade + 1} of ${job.opts.attempts ?? 1} failed${permanent ? ' for good' : ''}: ${describeError(error)}`;
      this.logger.warn(`${job.name} ${job.id}: ${reason}`);
      await this.mails.record(mail, permanent ? { status: 'failed', lastError: reason } : { lastError: reason });
      throw permanent ? new PermanentJobFailure(reason) : error;
    }
  }

  @JobFailureHandler(SEND_MAIL_JOB)
  async giveUp({ mailId }: SendMailJob, { reason }: JobFailure): Promise<void> {
    await this.mails.markFailed(mailId, reason);
  }
}
