import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller';
import { AuditLogRepository } from './audit-log.repository';
import { AuditLogViewerService } from './audit-log-viewer.service';

@Module({ controllers: [AuditLogController], providers: [AuditLogRepository, AuditLogViewerService] })
export class AuditLogViewerModule {}
