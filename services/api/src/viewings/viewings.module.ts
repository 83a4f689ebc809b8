import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { AdminViewingsController } from './admin-viewings.controller';
import { AdminViewingsService } from './admin-viewings.service';
import { ViewingLinks } from './viewing-links';
import { ViewingPages } from './viewing-pages';
import { ViewingPagesController } from './viewing-pages.controller';
import { ViewingsController } from './viewings.controller';
import { ViewingsRepository } from './viewings.repository';
import { ViewingsService } from './viewings.service';

/** Viewings booked online: availability per listing (staff), free slots and bookings (visitors), the agenda and no-shows. */
@Module({
  imports: [RateLimitModule, PropertiesModule],
  controllers: [ViewingsController, ViewingPagesController, AdminViewingsController],
  providers: [ViewingsRepository, ViewingsService, AdminViewingsService, ViewingLinks, ViewingPages],
})
export class ViewingsModule {}
