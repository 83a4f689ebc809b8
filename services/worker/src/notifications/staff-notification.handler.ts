import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { type ContactNotificationJob } from '@app/contracts';
import { describeError, NOTIFY_STAFF_OF_ENQUIRY_JOB } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { type JobFailure, JobFailureHandler, JobHandler } from '../jobs/job-handler.decorator';
import { MailTransport } from './mail-transport';
import { NotificationsRepository } from './notifications.repository';
import { composeStaffEnquiryMail } from './staff-enquiry-mail';

export const NO_MAIL_TRANSPORT = 'No mail transport is configured (set SMTP_URL and MAIL_FROM)';
export const NO_STAFF_ADDRESS = 'No staff address is configured (set STAFF_NOTIFY_EMAIL)';

/**
 * E-mails staff about a new enquiry and records the outcome on it. A failed send is retried with backoff; the
 * enquiry stays pending, with the last attempt's error, until the job fails for good.
 */
@Injectable()
export class StaffNotificationHandler {
  private readonly logger = new Logger(StaffNotificationHandler.name);

  constructor(
    private readonly mail: MailTransport,
    private readonly notifications: NotificationsRepository,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  @JobHandler(NOTIFY_STAFF_OF_ENQUIRY_JOB)
  async notifyStaff({ enquiryId }: ContactNotificationJob, job: Job): Promise<string> {
    const enquiry = await this.notifications.findEnquiry(enquiryId);
    if (!enquiry) return 'enquiry no longer exists';
    if (enquiry.notificationStatus === 'sent') return 'already sent';
    const recipient = this.staffRecipient();
    if ('unavailable' in recipient) {
      await this.notifications.recordEnquiryNotification(enquiry, 'not_configured', recipient.unavailable);
      return 'not configured';
    }
    try {
      await this.mail.send(composeStaffEnquiryMail(enquiry, recipient.address));
    } catch (error) {
      const reason = `Attempt ${job.attemptsMade + 1} of ${job.opts.attempts ?? 1} failed: ${describeError(error)}`;
      this.logger.warn(`Enquiry ${enquiryId}: ${reason}`);
      await this.notifications.recordEnquiryNotification(enquiry, 'pending', reason);
      throw error;
    }
    await this.notifications.recordEnquiryNotification(enquiry, 'sent');
    return 'sent';
  }

  @JobFailureHandler(NOTIFY_STAFF_OF_ENQUIRY_JOB)
  async giveUp({ enquiryId }: ContactNotificationJob, { reason }: JobFailure): Promise<void> {
    await this.notifications.markEnquiryNotificationFailed(enquiryId, reason);
  }

  private staffRecipient(): { address: string } | { unavailable: string } {
    if (!this.mail.isConfigured) return { unavailable: NO_MAIL_TRANSPORT };
    if (!this.config.STAFF_NOTIFY_EMAIL) return { unavailable: NO_STAFF_ADDRESS };
    return { address: this.config.STAFF_NOTIFY_EMAIL };
  }
}
