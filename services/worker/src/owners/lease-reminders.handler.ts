import { Injectable } from '@nestjs/common';
import { daysBetween, dueLeaseReminder, LEASE_REMINDER_DAYS, type LeaseReminderDays, type OwnerSweepJob, singaporeDay } from '@app/contracts';
import { LEASE_REMINDERS_JOB, LeaseReminderEntity, TenancyEntity } from '@app/core';
import { JobHandler } from '../jobs/job-handler.decorator';
import { OnceWithMailSweep } from '../jobs/once-with-mail-sweep';

export type LeaseRemindersResult = { today: string; sent: number };

const DAY_MS = 86_400_000;

/**
 * Reminds staff (STAFF_NOTIFY_EMAIL) of leases ending in 90, 60 and 30 days (Singapore days): one reminder row per lease
 * end and step, written with its mail in one transaction; the unique row keeps each to once across workers and runs.
 */
@Injectable()
export class LeaseRemindersHandler extends OnceWithMailSweep {
  @JobHandler(LEASE_REMINDERS_JOB)
  async remind(job: OwnerSweepJob): Promise<LeaseRemindersResult> {
    const now = this.sweptAt(job);
    const today = singaporeDay(now);
    const sent = await this.writeEachOnce(await this.due(today, now), async ({ tenancy, daysBefore }, tx) => {
      const reminder = new LeaseReminderEntity({ tenancy: tx.getReference(TenancyEntity, tenancy.id), leaseEnd: tenancy.leaseEnd, daysBefore });
      return { row: reminder, mail: this.mailToStaff({ kind: 'lease_reminder', leaseReminder: reminder }) };
    });
    if (sent > 0) this.logger.log(`Reminded staff of ${sent} leases ending soon`);
    return { today, sent };
  }

  /** Leases still running that end within the longest step, each with its due step, less those already reminded of it. */
  private async due(today: string, now: Date): Promise<Array<{ tenancy: TenancyEntity; daysBefore: LeaseReminderDays }>> {
    const em = this.em.fork();
    const horizon = singaporeDay(new Date(now.getTime() + Math.max(...LEASE_REMINDER_DAYS) * DAY_MS));
    const tenancies = await em.find(TenancyEntity, { endedAt: null, leaseEnd: { $gte: today, $lte: horizon } }, { orderBy: { leaseEnd: 'asc', id: 'asc' } });
    const reminded = tenancies.length ? await em.find(LeaseReminderEntity, { tenancy: { $in: tenancies.map((tenancy) => tenancy.id) } }) : [];
    const done = new Set(reminded.map((reminder) => `${reminder.tenancy.id}/${reminder.leaseEnd}/${reminder.daysBefore}`));
    return tenancies.flatMap((tenancy) => {
      const daysBefore = dueLeaseReminder(daysBetween(today, tenancy.leaseEnd));
      return daysBefore && !done.has(`${tenancy.id}/${tenancy.leaseEnd}/${daysBefore}`) ? [{ tenancy, daysBefore }] : [];
    });
  }
}
