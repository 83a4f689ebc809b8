import { Module } from '@nestjs/common';
import { MaintenanceModule } from '../maintenance/maintenance.module';
import { MediaModule } from '../media/media.module';
import { ConditionPhotoFiles } from './condition-photo-files';
import { ConditionReportsController } from './condition-reports.controller';
import { ConditionReportsPortalController } from './condition-reports-portal.controller';
import { ConditionReportsService } from './condition-reports.service';
import { DepositsController } from './deposits.controller';
import { DepositsService } from './deposits.service';

/** Condition reports (move-in, move-out, the tenant's acknowledgement) and deposits (deductions, refund, letter). */
@Module({
  imports: [MaintenanceModule, MediaModule],
  controllers: [ConditionReportsController, ConditionReportsPortalController, DepositsController],
  providers: [ConditionReportsService, ConditionPhotoFiles, DepositsService],
})
export class ConditionReportsModule {}
