import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { OpsController } from './ops.controller';
import { QueueDashboardService } from './queue-dashboard.service';

@Module({ imports: [AuditModule], controllers: [OpsController], providers: [QueueDashboardService] })
export class OpsModule {}
