import { Module } from '@nestjs/common';
import { PublishingSweepSchedule } from './publishing-sweep-schedule';
import { ScheduledPublishingHandler } from './scheduled-publishing.handler';

@Module({
  providers: [PublishingSweepSchedule, ScheduledPublishingHandler],
})
export class PublishingModule {}
