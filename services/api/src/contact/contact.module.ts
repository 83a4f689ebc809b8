import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ContactEnquiriesRepository } from './contact-enquiries.repository';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({ imports: [RateLimitModule], controllers: [ContactController], providers: [ContactEnquiriesRepository, ContactService] })
export class ContactModule {}
