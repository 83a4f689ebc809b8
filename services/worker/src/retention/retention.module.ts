import { Module } from '@nestjs/common';
import { RetentionHandler } from './retention.handler';
import { RetentionSchedule } from './retention-schedule';

/** Deleting personal data once it is kept no longer (PDPA retention). */
@Module({ providers: [RetentionHandler, RetentionSchedule] })
export class RetentionModule {}
