import { Module } from '@nestjs/common';
import { EnquiryRetentionHandler } from './enquiry-retention.handler';
import { EnquiryRetentionSchedule } from './enquiry-retention-schedule';

/** Deleting personal data once it is kept no longer (PDPA retention). */
@Module({ providers: [EnquiryRetentionHandler, EnquiryRetentionSchedule] })
export class RetentionModule {}
