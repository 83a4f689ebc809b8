import { Injectable } from '@nestjs/common';
import { JobQueues, RENT_CHARGES_JOB, RENT_REMINDERS_JOB, RENT_SWEEP_EVERY_MS } from '@app/core';
import { registerSchedule } from '../jobs/register-schedule';
import { Reconcile } from '../reconcile/reconcile.decorator';

/** Keeps the hourly charge and rent-reminder sweeps registered, like the owners' sweeps. */
@Injectable()
export class RentSweepsSchedule {
  constructor(private readonly queues: JobQueues) {}

  @Reconcile(RENT_CHARGES_JOB)
  registerCharges(): Promise<null> {
    return registerSchedule(this.queues, 'rent-charges', RENT_CHARGES_JOB, RENT_SWEEP_EVERY_MS);
  }

  @Reconcile(RENT_REMINDERS_JOB)
  registerReminders(): Promise<null> {
    return registerSchedule(this.queues, 'rent-reminders', RENT_REMINDERS_JOB, RENT_SWEEP_EVERY_MS);
  }
}
