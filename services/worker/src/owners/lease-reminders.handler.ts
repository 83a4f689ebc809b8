import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { daysBetween, dueLeaseReminder, LEASE_REMINDER_DAYS, type LeaseReminderDays, type OwnerSweepJob, singaporeDay } from '@app/contracts';
import { LEASE_REMINDERS_JOB, LeaseReminderEntity, MailOutbox, OutboundMailEntity, TenancyEntity } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { JobHandler } from '../jobs/job-handler.decorator';
import { writeEachOnceWithMail } from './write-once';

export type LeaseRemindersResult = { today: string; sent: number };

const DAY_MS = 86_400_000;

/**
 * Reminds staff (STAFF_NOTIFY_EMAIL) of leases ending in 90, 60 and 30 days (Singapore days): one reminder row per lease
 * end and step, written with its mail in one transaction; the unique row keeps each to once across workers and runs.
 */
@Injectable()
export class LeaseRemindersHandler {
  private readonly logger = new Logger(LeaseRemindersHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: MailOutbox,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  @JobHandler(LEASE_REMINDERS_JOB)
  async remind({ at }: OwnerSweepJob): Promise<LeaseRemindersResult> {
    const now = at ? new Date(at) : new Date();
    const today = singaporeDay(now);
    const sent = await writeEachOnceWithMail(this.em, this.outbox, await this.due(today, now), async ({ tenancy, daysBefore }, tx) => {
      const reminder = new LeaseReminderEntity({ tenancy: tx.getReference(TenancyEntity, tenancy.id), leaseEnd: tenancy.leaseEnd, daysBefore });
      return { row: reminder, mail: new OutboundMailEntity({ kind: 'lease_reminder', leaseReminder: reminder }, this.config.STAFF_NOTIFY_EMAIL ?? null) };
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
