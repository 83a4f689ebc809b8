import { Module } from '@nestjs/common';
import { RetentionHandler } from './retention.handler';
import { RetentionSchedule } from './retention-schedule';
import { TenancyRetention } from './tenancy-retention';

/** Deleting personal data once it is kept no longer (PDPA retention). */
@Module({ providers: [RetentionHandler, RetentionSchedule, TenancyRetention] })
export class RetentionModule {}
