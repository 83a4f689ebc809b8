import { Module } from '@nestjs/common';
import { StampingRemindersHandler } from './stamping-reminders.handler';
import { TenanciesSweepsSchedule } from './tenancies-sweeps-schedule';

/** Staff's stamping reminders: an hourly sweep on the tenancies queue, each reminder made once. */
@Module({ providers: [StampingRemindersHandler, TenanciesSweepsSchedule] })
export class TenanciesModule {}
