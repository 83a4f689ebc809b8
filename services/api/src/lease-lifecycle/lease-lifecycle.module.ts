import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { OwnersModule } from '../owners/owners.module';
import { TenanciesModule } from '../tenancies/tenancies.module';
import { LeaseController } from './lease.controller';
import { LeaseDocumentsService } from './lease-documents.service';
import { LeasePortalController } from './lease-portal.controller';
import { LeasePortalService } from './lease-portal.service';
import { RenewalsService } from './renewals.service';

/** A lease's documents and renewals, for staff and in the portal (docs/features/tenancy-lifecycle.md). */
@Module({
  imports: [MediaModule, OwnersModule, TenanciesModule],
  controllers: [LeaseController, LeasePortalController],
  providers: [LeaseDocumentsService, LeasePortalService, RenewalsService],
})
export class LeaseLifecycleModule {}
