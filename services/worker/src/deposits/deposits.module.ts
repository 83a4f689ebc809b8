import { Injectable, Module } from '@nestjs/common';
import { DEPOSIT_REMINDERS_JOB, JobQueues, RENT_SWEEP_EVERY_MS } from '@app/core';
import { registerSchedule } from '../jobs/register-schedule';
import { Reconcile } from '../reconcile/reconcile.decorator';
import { DepositRemindersHandler } from './deposit-reminders.handler';

/** Keeps the hourly refund-deadline sweep registered, like the rent sweeps. */
@Injectable()
export class DepositSweepSchedule {
  constructor(private readonly queues: JobQueues) {}

  @Reconcile(DEPOSIT_REMINDERS_JOB)
  register(): Promise<null> {
    return registerSchedule(this.queues, 'deposit-reminders', DEPOSIT_REMINDERS_JOB, RENT_SWEEP_EVERY_MS);
  }
}

/** Deposits: staff's reminder before a refund deadline, once per deposit, on the tenancies queue. */
@Module({ providers: [DepositRemindersHandler, DepositSweepSchedule] })
export class DepositsModule {}
