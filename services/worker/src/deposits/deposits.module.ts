import { Module } from '@nestjs/common';
import { DEPOSIT_REMINDERS_JOB, RENT_SWEEP_EVERY_MS } from '@app/core';
import { repeatingSchedule } from '../reconcile/repeating-schedule';
import { DepositRemindersHandler } from './deposit-reminders.handler';

/** Deposits: staff's reminder before a refund deadline, once per deposit, on the tenancies queue (hourly, like the rent sweeps). */
@Module({ providers: [DepositRemindersHandler, repeatingSchedule('deposit-reminders', DEPOSIT_REMINDERS_JOB, RENT_SWEEP_EVERY_MS)] })
export class DepositsModule {}
