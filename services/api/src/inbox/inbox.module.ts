import { Module } from '@nestjs/common';
import { EnquiriesRepository } from './enquiries.repository';
import { InboxController } from './inbox.controller';
import { InboxService } from './inbox.service';
import { SubscribersController } from './subscribers/subscribers.controller';
import { SubscribersRepository } from './subscribers/subscribers.repository';
import { SubscribersService } from './subscribers/subscribers.service';

/** The staff inbox: enquiries and newsletter subscribers. */
@Module({
  controllers: [InboxController, SubscribersController],
  providers: [EnquiriesRepository, InboxService, SubscribersRepository, SubscribersService],
})
export class InboxModule {}
