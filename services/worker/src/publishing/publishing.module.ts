import { Module } from '@nestjs/common';
import { PublishingSweepSchedule } from './publishing-sweep-schedule';
import { ScheduledPublishingHandler } from './scheduled-publishing.handler';

/** The jobs of the publishing queue: a scheduled draft's publish at its time, and the sweep that keeps itself registered. */
@Module({
  providers: [PublishingSweepSchedule, ScheduledPublishingHandler],
})
export class PublishingModule {}
