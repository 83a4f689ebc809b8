import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { type NotifyStaffOfEnquiryJob } from '@app/contracts';
import { NOTIFY_STAFF_OF_ENQUIRY_JOB } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { type JobFailure, JobFailureHandler, JobHandler } from '../jobs/job-handler.decorator';
import { MailTransport, NO_MAIL_TRANSPORT } from './mail-transport';
import { NotificationsRepository } from './notifications.repository';
import { sendRecordedMail } from './recorded-mail';
import { composeStaffEnquiryMail } from './staff-enquiry-mail';

export const NO_STAFF_ADDRESS = 'No staff address is configured (set STAFF_NOTIFY_EMAIL)';

/**
 * E-mails staff about a new enquiry and records the outcome on it. A failed send is retried with backoff; the
 * enquiry stays pending, with the last attempt's error, until the job fails for good.
 */
@Injectable()
export class StaffNotificationHandler {
  constructor(
    private readonly mail: MailTransport,
    private readonly notifications: NotificationsRepository,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  @JobHandler(NOTIFY_STAFF_OF_ENQUIRY_JOB)
  async notifyStaff({ enquiryId }: NotifyStaffOfEnquiryJob, job: Job): Promise<string> {
    const enquiry = await this.notifications.findEnquiry(enquiryId);
    if (!enquiry) return 'enquiry no longer exists';
    if (enquiry.notificationStatus === 'sent') return 'already sent';
    const record = this.notifications.recordEnquiryNotification(enquiry);
    const recipient = this.staffRecipient();
    if ('unavailable' in recipient) {
      await record('not_configured', recipient.unavailable);
      return 'not configured';
    }
    return sendRecordedMail(this.mail, composeStaffEnquiryMail(enquiry, recipient.address), record, job);
  }

  @JobFailureHandler(NOTIFY_STAFF_OF_ENQUIRY_JOB)
  async giveUp({ enquiryId }: NotifyStaffOfEnquiryJob, { reason }: JobFailure): Promise<void> {
    await this.notifications.markEnquiryNotificationFailed(enquiryId, reason);
  }

  private staffRecipient(): { address: string } | { unavailable: string } {
    if (!this.mail.isConfigured) return { unavailable: NO_MAIL_TRANSPORT };
    if (!this.config.STAFF_NOTIFY_EMAIL) return { unavailable: NO_STAFF_ADDRESS };
    return { address: this.config.STAFF_NOTIFY_EMAIL };
  }
}
