import { Injectable } from '@nestjs/common';
import { type ContactEnquiryEntity, JobQueues, NOTIFY_STAFF_OF_ENQUIRY_JOB, notifyStaffJobId, notifyStaffJobOptions } from '@app/core';
import { Reconcile } from '../reconcile/reconcile.decorator';
import { type StoredWorkSource, StoredWorkReconciler } from '../reconcile/stored-work';
import { NotificationsRepository } from './notifications.repository';

export const NOTIFICATION_GAVE_UP = 'Staff could not be notified in time; the enquiry is stored, read it in the database.';

/** Enquiries whose staff notification was never queued (Redis was down) or whose job Redis lost. */
@Injectable()
export class PendingEnquiries implements StoredWorkSource<ContactEnquiryEntity> {
  readonly job = NOTIFY_STAFF_OF_ENQUIRY_JOB;

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly queues: JobQueues,
    private readonly reconciler: StoredWorkReconciler,
  ) {}

  @Reconcile(NOTIFY_STAFF_OF_ENQUIRY_JOB)
  reconcile() {
    return this.reconciler.reconcile(this);
  }

  unfinished(limit: number) {
    return this.notifications.listPendingEnquiries(limit);
  }

  jobId(enquiry: ContactEnquiryEntity) {
    return notifyStaffJobId(enquiry.id);
  }

  enqueue(enquiry: ContactEnquiryEntity) {
    return this.queues.add(NOTIFY_STAFF_OF_ENQUIRY_JOB, { enquiryId: enquiry.id }, notifyStaffJobOptions(enquiry.id));
  }

  giveUp(enquiry: ContactEnquiryEntity) {
    return this.notifications.markEnquiryNotificationFailed(enquiry.id, NOTIFICATION_GAVE_UP);
  }
}
