import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { MaintenanceBoardController } from './maintenance-board.controller';
import { MaintenanceBoardService } from './maintenance-board.service';
import { MaintenanceRepository } from './maintenance.repository';
import { MaintenanceService } from './maintenance.service';
import { PhotoFiles } from './photo-files';

@Module({
  imports: [MediaModule],
  controllers: [MaintenanceBoardController],
  providers: [MaintenanceRepository, MaintenanceService, MaintenanceBoardService, PhotoFiles],
  exports: [MaintenanceRepository, MaintenanceService, PhotoFiles],
})
export class MaintenanceModule {}
