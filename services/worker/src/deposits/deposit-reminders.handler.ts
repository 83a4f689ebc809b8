import { Injectable } from '@nestjs/common';
import { addDays, type OwnerSweepJob, REFUND_REMINDER_DAYS_BEFORE, singaporeDay } from '@app/contracts';
import { DEPOSIT_REMINDERS_JOB, DepositEntity, DepositRefundReminderEntity } from '@app/core';
import { JobHandler } from '../jobs/job-handler.decorator';
import { OnceWithMailSweep } from '../jobs/once-with-mail-sweep';

export type DepositRemindersResult = { today: string; sent: number };

/**
 * Reminds staff of each deposit not yet refunded whose refund deadline is 3 days off or nearer (or passed): one reminder
 * row per deposit (unique), written with its mail in one transaction, so it goes once across workers, runs and SIGKILL.
 */
@Injectable()
export class DepositRemindersHandler extends OnceWithMailSweep {
  @JobHandler(DEPOSIT_REMINDERS_JOB)
  async remind(job: OwnerSweepJob): Promise<DepositRemindersResult> {
    const today = singaporeDay(this.sweptAt(job));
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
    const sent = await this.writeEachOnce(
      due.filter((deposit) => !reminded.has(deposit.id)),
      async (deposit, tx) => {
        const reminder = new DepositRefundReminderEntity({
          deposit: tx.getReference(DepositEntity, deposit.id),
          deadlineOn: deposit.refundDeadlineOn as string,
        });
        return { row: reminder, mail: this.mailToStaff({ kind: 'deposit_refund_reminder', depositRefundReminder: reminder }) };
      },
    );
    if (sent > 0) this.logger.log(`Reminded staff of ${sent} deposit refund deadlines`);
    return { today, sent };
  }
}
