import { Module } from '@nestjs/common';
import { MaintenanceModule } from '../maintenance/maintenance.module';
import { TenanciesModule } from '../tenancies/tenancies.module';
import { OwnerPortalController } from './owner-portal.controller';
import { OwnerPortalService } from './owner-portal.service';
import { OwnersController } from './owners.controller';
import { OwnersRepository } from './owners.repository';
import { OwnersService } from './owners.service';

@Module({
  imports: [MaintenanceModule, TenanciesModule],
  controllers: [OwnersController, OwnerPortalController],
  providers: [OwnersService, OwnersRepository, OwnerPortalService],
  exports: [OwnersRepository],
})
export class OwnersModule {}
