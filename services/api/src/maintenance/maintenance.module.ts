import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { UsersCoreModule } from '../users/users-core.module';
import { MaintenanceBoardController } from './maintenance-board.controller';
import { MaintenanceBoardService } from './maintenance-board.service';
import { MaintenanceRepository } from './maintenance.repository';
import { MaintenanceService } from './maintenance.service';
import { PhotoFiles } from './photo-files';
import { TenantDataEraser } from './tenant-data-eraser';

@Module({
  imports: [MediaModule, UsersCoreModule],
  controllers: [MaintenanceBoardController],
  providers: [MaintenanceRepository, MaintenanceService, MaintenanceBoardService, PhotoFiles, TenantDataEraser],
  exports: [MaintenanceRepository, MaintenanceService, PhotoFiles, TenantDataEraser],
})
export class MaintenanceModule {}
