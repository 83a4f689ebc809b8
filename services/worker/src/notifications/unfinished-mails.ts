import { Injectable } from '@nestjs/common';
import { type MailQueue, mailKindsOn, onQueue, SEND_MAIL_JOB } from '@app/core';
import { Reconcile } from '../reconcile/reconcile.decorator';
import { StoredWorkReconciler } from '../reconcile/stored-work';
import { OutboundMailsRepository } from './outbound-mails.repository';

const MAIL_GAVE_UP = 'The e-mail could not be sent in time; what it was about is stored.';

/**
 * Mails of the outbox whose job was never queued (Redis was down) or was lost by Redis, or whose worker stopped while
 * sending them: queued again on the queue of their kind (the job decides what a mail left sending becomes), or failed
 * once too old. Each queue's mails are looked after by the workers that consume it. A reminder is looked at once it
 * is due, and its age counts from then: one whose delayed job Redis lost is queued when its time has come.
 */
@Injectable()
export class UnfinishedMails {
  constructor(
    private readonly mails: OutboundMailsRepository,
    private readonly reconciler: StoredWorkReconciler,
  ) {}

  @Reconcile(onQueue(SEND_MAIL_JOB, 'notifications'))
  reconcileMails() {
    return this.reconcile('notifications');
  }

  @Reconcile(onQueue(SEND_MAIL_JOB, 'campaigns'))
  reconcileCampaignMails() {
    return this.reconcile('campaigns');
  }

  private reconcile(queue: MailQueue) {
    const job = onQueue(SEND_MAIL_JOB, queue);
    return this.reconciler.reconcile({
      job,
      unfinished: async (limit) =>
        (await this.mails.listUnfinished(limit, mailKindsOn(queue))).map((mail) => ({ id: mail.id, createdAt: mail.sendAfter ?? mail.createdAt })),
      jobArgs: (mail) => [{ mailId: mail.id }] as const,
      giveUp: (mail) => this.mails.markFailed(mail.id, MAIL_GAVE_UP),
    });
  }
}
