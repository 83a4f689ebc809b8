import { Module } from '@nestjs/common';
import { PURGE_EXPIRED_DATA_EVERY_MS, PURGE_EXPIRED_DATA_JOB } from '@app/core';
import { repeatingSchedule } from '../reconcile/repeating-schedule';
import { RetentionHandler } from './retention.handler';
import { TenancyRetention } from './tenancy-retention';

/** Deleting personal data once it is kept no longer (PDPA retention), daily. */
@Module({ providers: [RetentionHandler, repeatingSchedule('enquiry-retention', PURGE_EXPIRED_DATA_JOB, PURGE_EXPIRED_DATA_EVERY_MS), TenancyRetention] })
export class RetentionModule {}
