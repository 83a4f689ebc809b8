import { Injectable } from '@nestjs/common';
import {
  type ContactEnquiryEntity,
  type ContactEnquiryEventEntity,
  JobQueues,
  NOTIFY_STAFF_OF_ENQUIRY_JOB,
  type PasswordResetEntity,
  SEND_ENQUIRY_REPLY_JOB,
  SEND_PASSWORD_RESET_JOB,
  SEND_NEWSLETTER_WELCOME_JOB,
  type WelcomedSubscription,
} from '@app/core';
import { Reconcile } from '../reconcile/reconcile.decorator';
import { StoredWorkReconciler } from '../reconcile/stored-work';
import { NotificationsRepository } from './notifications.repository';

export const NOTIFICATION_GAVE_UP = 'Staff could not be notified in time; the enquiry is stored, read it in the database.';
export const REPLY_GAVE_UP = 'The reply could not be e-mailed in time; it is stored on the enquiry. Reply another way.';
export const WELCOME_GAVE_UP = 'The welcome e-mail could not be sent in time; the subscription is stored.';
export const PASSWORD_RESET_GAVE_UP = 'The reset link could not be sent in time; the staff member can ask for another.';

/** A pending welcome as stored work: its subscription was accepted when the visitor consented. */
type PendingWelcome = WelcomedSubscription & { createdAt: Date };

/** Stored mails whose job was never queued (Redis was down) or was lost by Redis: queued again, or failed once too old. */
@Injectable()
export class UnfinishedMails {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly queues: JobQueues,
    private readonly reconciler: StoredWorkReconciler,
  ) {}

  @Reconcile(NOTIFY_STAFF_OF_ENQUIRY_JOB)
  reconcileEnquiryNotifications() {
    return this.reconciler.reconcile<ContactEnquiryEntity>({
      job: NOTIFY_STAFF_OF_ENQUIRY_JOB,
      unfinished: (limit) => this.notifications.listPendingEnquiries(limit),
      jobId: (enquiry) => NOTIFY_STAFF_OF_ENQUIRY_JOB.jobId({ enquiryId: enquiry.id }),
      enqueue: (enquiry) => this.queues.add(NOTIFY_STAFF_OF_ENQUIRY_JOB, { enquiryId: enquiry.id }),
      giveUp: (enquiry) => this.notifications.markEnquiryNotificationFailed(enquiry.id, NOTIFICATION_GAVE_UP),
    });
  }

  @Reconcile(SEND_NEWSLETTER_WELCOME_JOB)
  reconcileWelcomes() {
    return this.reconciler.reconcile<PendingWelcome>({
      job: SEND_NEWSLETTER_WELCOME_JOB,
      unfinished: async (limit) =>
        (await this.notifications.listPendingWelcomes(limit)).map(({ id, consentedAt }) => ({ id, consentedAt, createdAt: consentedAt })),
      jobId: (welcome) => SEND_NEWSLETTER_WELCOME_JOB.jobId({ subscriberId: welcome.id }, welcome),
      enqueue: (welcome) => this.queues.add(SEND_NEWSLETTER_WELCOME_JOB, { subscriberId: welcome.id }, welcome),
      giveUp: (welcome) => this.notifications.markWelcomeFailed(welcome.id, WELCOME_GAVE_UP),
    });
  }

  @Reconcile(SEND_ENQUIRY_REPLY_JOB)
  reconcileReplies() {
    return this.reconciler.reconcile<ContactEnquiryEventEntity>({
      job: SEND_ENQUIRY_REPLY_JOB,
      unfinished: (limit) => this.notifications.listPendingReplies(limit),
      jobId: (reply) => SEND_ENQUIRY_REPLY_JOB.jobId({ replyId: reply.id }),
      enqueue: (reply) => this.queues.add(SEND_ENQUIRY_REPLY_JOB, { replyId: reply.id }),
      giveUp: (reply) => this.notifications.markReplyFailed(reply.id, REPLY_GAVE_UP),
    });
  }

  @Reconcile(SEND_PASSWORD_RESET_JOB)
  reconcilePasswordResets() {
    return this.reconciler.reconcile<PasswordResetEntity>({
      job: SEND_PASSWORD_RESET_JOB,
      unfinished: (limit) => this.notifications.listPendingPasswordResets(limit),
      jobId: (reset) => SEND_PASSWORD_RESET_JOB.jobId({ resetId: reset.id }),
      enqueue: (reset) => this.queues.add(SEND_PASSWORD_RESET_JOB, { resetId: reset.id }),
      giveUp: (reset) => this.notifications.markPasswordResetMailFailed(reset.id, PASSWORD_RESET_GAVE_UP),
    });
  }
}
