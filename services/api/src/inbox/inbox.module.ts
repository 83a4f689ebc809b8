import { Module } from '@nestjs/common';
import { EnquiriesRepository } from './enquiries.repository';
import { InboxController } from './inbox.controller';
import { InboxService } from './inbox.service';

@Module({ controllers: [InboxController], providers: [EnquiriesRepository, InboxService] })
export class InboxModule {}
