import { Controller, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AUDIT_ENDPOINTS, type AuditLogFilter, AuditLogFilterSchema, type AuditLogPage, type AuditLogQuery, AuditLogQuerySchema } from '@app/contracts';
import type { UserEntity } from '@app/core';
import { CurrentUser } from '../../common/current-user.decorator';
import { sendCsv } from '../../common/csv-file';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidQuery } from '../../common/zod-validation.pipe';
import { AuditLogViewerService } from './audit-log-viewer.service';

/** The audit log viewer of User Management and its CSV export. */
@Controller()
export class AuditLogController {
  constructor(private readonly viewer: AuditLogViewerService) {}

  @Endpoint(AUDIT_ENDPOINTS.list)
  list(@ValidQuery(AuditLogQuerySchema) query: AuditLogQuery, @CurrentUser() reader: UserEntity): Promise<AuditLogPage> {
    return this.viewer.page(query, reader);
  }

  @Endpoint(AUDIT_ENDPOINTS.exportCsv)
  async exportCsv(
    @ValidQuery(AuditLogFilterSchema) filter: AuditLogFilter,
    @CurrentUser() reader: UserEntity,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    return sendCsv(response, 'audit-log', await this.viewer.csv(filter, reader));
  }
}
