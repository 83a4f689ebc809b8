import { Injectable } from '@nestjs/common';
import { addDays, type OwnerSweepJob, singaporeDay, STAMPING_DAYS, STAMPING_REMINDER_DAYS_BEFORE, stampingDeadline, stampingReminderDue } from '@app/contracts';
import { STAMPING_REMINDERS_JOB, stampDutyOf, StampingReminderEntity, TenancyEntity } from '@app/core';
import { JobHandler } from '../jobs/job-handler.decorator';
import { OnceWithMailSweep } from '../jobs/once-with-mail-sweep';

export type StampingRemindersResult = { today: string; sent: number };

/**
 * Reminds staff (STAFF_NOTIFY_EMAIL) to stamp an agreement from 3 days before its stamping deadline: one reminder row
 * per tenancy and deadline, written with its mail in one transaction; the unique row keeps it to once across workers,
 * runs and a worker killed mid-run. Agreements already stamped, exempt from duty, or of ended tenancies are skipped.
 */
@Injectable()
export class StampingRemindersHandler extends OnceWithMailSweep {
  @JobHandler(STAMPING_REMINDERS_JOB)
  async remind(job: OwnerSweepJob): Promise<StampingRemindersResult> {
    const today = singaporeDay(this.sweptAt(job));
    const sent = await this.writeEachOnce(await this.due(today), async ({ tenancy, deadline }, tx) => {
      const reminder = new StampingReminderEntity({ tenancy: tx.getReference(TenancyEntity, tenancy.id), deadline });
      return { row: reminder, mail: this.mailToStaff({ kind: 'stamping_reminder', stampingReminder: reminder }) };
    });
    if (sent > 0) this.logger.log(`Reminded staff to stamp ${sent} tenancy agreements`);
    return { today, sent };
  }

  /** Unstamped agreements whose deadline falls within the reminder days, with duty to pay, less those already reminded of. */
  private async due(today: string): Promise<Array<{ tenancy: TenancyEntity; deadline: string }>> {
    const em = this.em.fork();
    const within = (days: number) => ({ $gte: addDays(today, -days), $lte: addDays(today, STAMPING_REMINDER_DAYS_BEFORE - days) });
    const tenancies = await em.find(
      TenancyEntity,
      {
        endedAt: null,
        stampedOn: null,
        stampCertificateRef: null,
        $or: [
          { signedAbroad: false, signedOn: within(STAMPING_DAYS.signedHere) },
          { signedAbroad: true, signedOn: { $ne: null }, receivedInSingaporeOn: within(STAMPING_DAYS.signedAbroad) },
        ],
      },
      { orderBy: { id: 'asc' } },
    );
    const reminded = tenancies.length ? await em.find(StampingReminderEntity, { tenancy: { $in: tenancies.map((tenancy) => tenancy.id) } }) : [];
    const done = new Set(reminded.map((reminder) => `${reminder.tenancy.id}/${reminder.deadline}`));
    return tenancies.flatMap((tenancy) => {
      const deadline = tenancy.signedOn ? stampingDeadline({ ...tenancy, signedOn: tenancy.signedOn }) : null;
      if (!deadline || !stampingReminderDue(deadline, today) || done.has(`${tenancy.id}/${deadline}`)) return [];
      return stampDutyOf(tenancy).dutyCents > 0 ? [{ tenancy, deadline }] : [];
    });
  }
}
