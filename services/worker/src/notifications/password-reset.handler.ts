import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { type SendPasswordResetJob } from '@app/contracts';
import { newResetToken, resetLink, SEND_PASSWORD_RESET_JOB } from '@app/core';
import { type JobFailure, JobFailureHandler, JobHandler } from '../jobs/job-handler.decorator';
import { MailTransport, NO_MAIL_TRANSPORT } from './mail-transport';
import { NotificationsRepository } from './notifications.repository';
import { composePasswordResetMail } from './password-reset-mail';
import { sendRecordedMail } from './recorded-mail';

export const RESET_EXPIRED_UNSENT = 'The link expired before it could be sent; the staff member can ask for another.';

/**
 * Mails a forgotten-password request its link. The token is made here and its hash stored before the mail goes: each
 * attempt makes a new one, so only the link of the last mail sent works.
 */
@Injectable()
export class PasswordResetHandler {
  constructor(
    private readonly mail: MailTransport,
    private readonly notifications: NotificationsRepository,
  ) {}

  @JobHandler(SEND_PASSWORD_RESET_JOB)
  async sendLink({ resetId }: SendPasswordResetJob, job: Job): Promise<string> {
    const reset = await this.notifications.findPasswordReset(resetId);
    if (!reset || reset.mailStatus !== 'pending') return 'no mail pending';
    const record = this.notifications.recordPasswordResetMail(reset);
    if (reset.usedAt || reset.expiresAt.getTime() <= Date.now()) {
      await record('failed', RESET_EXPIRED_UNSENT);
      return 'expired';
    }
    if (!this.mail.isConfigured) {
      await record('not_configured', NO_MAIL_TRANSPORT);
      return 'not configured';
    }
    const { token, tokenHash } = newResetToken();
    await this.notifications.storePasswordResetToken(reset, tokenHash);
    const message = composePasswordResetMail(reset.user.getEntity().email, resetLink(reset.pageUrl, token));
    return sendRecordedMail(this.mail, message, record, job);
  }

  @JobFailureHandler(SEND_PASSWORD_RESET_JOB)
  async giveUp({ resetId }: SendPasswordResetJob, { reason }: JobFailure): Promise<void> {
    await this.notifications.markPasswordResetMailFailed(resetId, reason);
  }
}
