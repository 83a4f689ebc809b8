import { Module } from '@nestjs/common';
import { MaintenanceModule } from '../maintenance/maintenance.module';
import { MediaModule } from '../media/media.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ArrearsService } from './bank/arrears.service';
import { BankController } from './bank/bank.controller';
import { BankRepository } from './bank/bank.repository';
import { BankService } from './bank/bank.service';
import { PayNowPayees } from './paynow-payee';
import { RentController } from './rent.controller';
import { RentPortalController } from './rent-portal.controller';
import { RentPortalService } from './rent-portal.service';
import { RentRepository } from './rent.repository';
import { RentService } from './rent.service';

/** Rent: the staff's ledgers and payments, bank reconciliation and arrears, the tenant's balance, QR codes and "I've paid", and the owner's chart. */
@Module({
  imports: [MaintenanceModule, MediaModule, RateLimitModule],
  controllers: [RentController, RentPortalController, BankController],
  providers: [RentService, RentPortalService, RentRepository, PayNowPayees, BankService, BankRepository, ArrearsService],
})
export class RentModule {}
