import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { type SendEnquiryReplyJob } from '@app/contracts';
import { SEND_ENQUIRY_REPLY_JOB } from '@app/core';
import { type JobFailure, JobFailureHandler, JobHandler } from '../jobs/job-handler.decorator';
import { composeEnquiryReplyMail } from './enquiry-reply-mail';
import { MailTransport, NO_MAIL_TRANSPORT } from './mail-transport';
import { NotificationsRepository } from './notifications.repository';
import { sendRecordedMail } from './recorded-mail';

/** E-mails a reply that staff wrote in the panel to the visitor, and records how it went on the reply. */
@Injectable()
export class EnquiryReplyHandler {
  constructor(
    private readonly mail: MailTransport,
    private readonly notifications: NotificationsRepository,
  ) {}

  @JobHandler(SEND_ENQUIRY_REPLY_JOB)
  async sendReply({ replyId }: SendEnquiryReplyJob, job: Job): Promise<string> {
    const reply = await this.notifications.findReply(replyId);
    if (!reply) return 'reply no longer exists';
    if (reply.mailStatus === 'sent') return 'already sent';
    const record = this.notifications.recordReplyMail(reply);
    if (!this.mail.isConfigured) {
      await record('not_configured', NO_MAIL_TRANSPORT);
      return 'not configured';
    }
    return sendRecordedMail(this.mail, composeEnquiryReplyMail(reply), record, job);
  }

  @JobFailureHandler(SEND_ENQUIRY_REPLY_JOB)
  async giveUp({ replyId }: SendEnquiryReplyJob, { reason }: JobFailure): Promise<void> {
    await this.notifications.markReplyFailed(replyId, reason);
  }
}
