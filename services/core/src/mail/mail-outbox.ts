import { Logger } from '@nestjs/common';
import { describeError } from '../logging/describe-error';
import type { JobQueues } from '../queues/job-queues';
import type { MailKind } from '@app/contracts';
import { sendMailJob } from './mail-jobs';

/**
 * Queues the send job of mails stored in the outbox, once the transaction that wrote them has committed. While Redis
 * is away a mail stays pending and the worker's reconciler queues it later, so the caller's answer never waits on it.
 */
export class MailOutbox {
  private readonly logger = new Logger(MailOutbox.name);

  constructor(private readonly queues: JobQueues) {}

  /** On the queue of the mail's kind; a mail with a `sendAfter` (a reminder) is queued as a job delayed until then. */
  async queue(mail: { id: string; kind: MailKind; sendAfter?: Date | null }): Promise<void> {
    const sendAfter = mail.sendAfter?.toISOString();
    await this.leavePendingOnFailure(mail, () => this.queues.add(sendMailJob(mail.kind), sendAfter ? { mailId: mail.id, sendAfter } : { mailId: mail.id }));
  }

  /** A mail that failed for good, stored as pending again (staff asked): the failed job kept under its id is replaced. */
  async queueAgain(mail: { id: string; kind: MailKind }): Promise<void> {
    await this.leavePendingOnFailure(mail, () => this.queues.addAgain(sendMailJob(mail.kind), { mailId: mail.id }));
  }

  private async leavePendingOnFailure(mail: { id: string }, enqueue: () => Promise<unknown>): Promise<void> {
    try {
      await enqueue();
    } catch (error) {
      this.logger.warn(`Mail ${mail.id} left pending: ${describeError(error)}`);
    }
  }
}
