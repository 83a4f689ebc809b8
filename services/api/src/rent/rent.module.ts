import { Module } from '@nestjs/common';
import { MaintenanceModule } from '../maintenance/maintenance.module';
import { MediaModule } from '../media/media.module';
import { PayNowPayees } from './paynow-payee';
import { RentController } from './rent.controller';
import { RentPortalController } from './rent-portal.controller';
import { RentPortalService } from './rent-portal.service';
import { RentRepository } from './rent.repository';
import { RentService } from './rent.service';

/** Rent: the staff's ledgers and payments, the tenant's balance, QR codes and "I've paid", and the owner's chart. */
@Module({
  imports: [MaintenanceModule, MediaModule],
  controllers: [RentController, RentPortalController],
  providers: [RentService, RentPortalService, RentRepository, PayNowPayees],
})
export class RentModule {}
