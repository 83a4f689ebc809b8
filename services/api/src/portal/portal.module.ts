import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CompanyProfileModule } from '../company-profile/company-profile.module';
import { MaintenanceModule } from '../maintenance/maintenance.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { TenanciesModule } from '../tenancies/tenancies.module';
import { PortalController } from './portal.controller';
import { PortalService } from './portal.service';

@Module({
  imports: [AuthModule, CompanyProfileModule, MaintenanceModule, RateLimitModule, TenanciesModule],
  controllers: [PortalController],
  providers: [PortalService],
})
export class PortalModule {}
