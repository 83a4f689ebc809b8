import { Injectable } from '@nestjs/common';
import { JobQueues, type OutboundMailEntity, SEND_MAIL_JOB } from '@app/core';
import { Reconcile } from '../reconcile/reconcile.decorator';
import { StoredWorkReconciler } from '../reconcile/stored-work';
import { OutboundMailsRepository } from './outbound-mails.repository';

const MAIL_GAVE_UP = 'The e-mail could not be sent in time; what it was about is stored.';

/** Mails of the outbox whose job was never queued (Redis was down) or was lost by Redis: queued again, or failed once too old. */
@Injectable()
export class UnfinishedMails {
  constructor(
    private readonly mails: OutboundMailsRepository,
    private readonly queues: JobQueues,
    private readonly reconciler: StoredWorkReconciler,
  ) {}

  @Reconcile(SEND_MAIL_JOB)
  reconcileMails() {
    return this.reconciler.reconcile<OutboundMailEntity>({
      job: SEND_MAIL_JOB,
      unfinished: (limit) => this.mails.listPending(limit),
      jobId: (mail) => SEND_MAIL_JOB.jobId({ mailId: mail.id }),
      enqueue: (mail) => this.queues.add(SEND_MAIL_JOB, { mailId: mail.id }),
      giveUp: (mail) => this.mails.markFailed(mail.id, MAIL_GAVE_UP),
    });
  }
}
