import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { addDays, type OwnerSweepJob, REFUND_REMINDER_DAYS_BEFORE, singaporeDay } from '@app/contracts';
import { DEPOSIT_REMINDERS_JOB, DepositEntity, DepositRefundReminderEntity, MailOutbox, OutboundMailEntity } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { JobHandler } from '../jobs/job-handler.decorator';
import { writeEachOnceWithMail } from '../owners/write-once';

export type DepositRemindersResult = { today: string; sent: number };

/**
 * Reminds staff of each deposit not yet refunded whose refund deadline is 3 days off or nearer (or passed): one reminder
 * row per deposit (unique), written with its mail in one transaction, so it goes once across workers, runs and SIGKILL.
 */
@Injectable()
export class DepositRemindersHandler {
  private readonly logger = new Logger(DepositRemindersHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: MailOutbox,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  @JobHandler(DEPOSIT_REMINDERS_JOB)
  async remind({ at }: OwnerSweepJob): Promise<DepositRemindersResult> {
    const today = singaporeDay(at ? new Date(at) : new Date());
    const due = await this.em
      .fork()
      .find(
        DepositEntity,
        { refundedOn: null, refundDeadlineOn: { $ne: null, $lte: addDays(today, REFUND_REMINDER_DAYS_BEFORE) } },
        { orderBy: { refundDeadlineOn: 'asc', id: 'asc' } },
      );
    const reminded = new Set(
      due.length
        ? (await this.em.fork().find(DepositRefundReminderEntity, { deposit: { $in: due.map((deposit) => deposit.id) } })).map((row) => row.deposit.id)
        : [],
    );
    const sent = await writeEachOnceWithMail(
      this.em,
      this.outbox,
      due.filter((deposit) => !reminded.has(deposit.id)),
      async (deposit, tx) => {
        const reminder = new DepositRefundReminderEntity({
          deposit: tx.getReference(DepositEntity, deposit.id),
          deadlineOn: deposit.refundDeadlineOn as string,
        });
        return {
          row: reminder,
          mail: new OutboundMailEntity({ kind: 'deposit_refund_reminder', depositRefundReminder: reminder }, this.config.STAFF_NOTIFY_EMAIL ?? null),
        };
      },
    );
    if (sent > 0) this.logger.log(`Reminded staff of ${sent} deposit refund deadlines`);
    return { today, sent };
  }
}
