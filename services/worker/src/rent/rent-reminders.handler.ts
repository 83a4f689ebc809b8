import { Injectable } from '@nestjs/common';
import { addDays, daysBetween, dueRentReminderStep, type OwnerSweepJob, RENT_REMINDER_STEPS, type RentReminderStep, singaporeDay } from '@app/contracts';
import { OutboundMailEntity, RENT_REMINDERS_JOB, RentChargeEntity, RentReminderEntity } from '@app/core';
import { JobHandler } from '../jobs/job-handler.decorator';
import { OnceWithMailSweep } from '../jobs/once-with-mail-sweep';

export type RentRemindersResult = { today: string; sent: number };

const FIRST_STEP = RENT_REMINDER_STEPS[0];
const LAST_STEP = RENT_REMINDER_STEPS[RENT_REMINDER_STEPS.length - 1] as RentReminderStep;

/**
 * Reminds tenants of unpaid charges at each step (Singapore days from the due day): one reminder row per charge and step,
 * written with its mail in one transaction; the unique row keeps each step to once across workers, runs and SIGKILL.
 * A paid charge is not open, so it gets no further step (and a reminder not yet sent when it was paid is called off).
 */
@Injectable()
export class RentRemindersHandler extends OnceWithMailSweep {
  @JobHandler(RENT_REMINDERS_JOB)
  async remind(job: OwnerSweepJob): Promise<RentRemindersResult> {
    const today = singaporeDay(this.sweptAt(job));
    const sent = await this.writeEachOnce(await this.due(today), async ({ charge, step }, tx) => {
      const reminder = new RentReminderEntity({ charge: tx.getReference(RentChargeEntity, charge.id), step });
      return { row: reminder, mail: new OutboundMailEntity({ kind: 'rent_reminder', rentReminder: reminder }, charge.tenancy.tenantEmail) };
    });
    if (sent > 0) this.logger.log(`Reminded tenants of ${sent} unpaid charges`);
    return { today, sent };
  }

  /** Open charges within the steps' reach, each with its due step, less those already reminded at it. */
  private async due(today: string): Promise<Array<{ charge: RentChargeEntity; step: RentReminderStep }>> {
    const em = this.em.fork();
    const charges = await em.find(
      RentChargeEntity,
      { openCents: { $gt: 0 }, dueOn: { $gte: addDays(today, -LAST_STEP), $lte: addDays(today, -FIRST_STEP) } },
      { populate: ['tenancy'], orderBy: { dueOn: 'asc', id: 'asc' } },
    );
    const reminded = charges.length
      ? await em.find(RentReminderEntity, { charge: { $in: charges.map((charge) => charge.id) } }, { fields: ['charge', 'step'] })
      : [];
    const done = new Set(reminded.map((reminder) => `${reminder.charge.id}/${reminder.step}`));
    return charges.flatMap((charge) => {
      const step = dueRentReminderStep(daysBetween(charge.dueOn, today));
      return step !== null && !done.has(`${charge.id}/${step}`) ? [{ charge, step }] : [];
    });
  }
}
