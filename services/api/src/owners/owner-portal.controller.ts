import { Controller, Param, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import {
  OWNER_PORTAL_ENDPOINTS,
  type OwnerMaintenancePage,
  type OwnerMaintenanceRequest,
  type OwnerRequestsQuery,
  OwnerRequestsQuerySchema,
  type OwnerStatement,
  type OwnerStatementPage,
  type OwnerUnits,
  type StatementListQuery,
  StatementListQuerySchema,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { CurrentUser } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidQuery } from '../common/zod-validation.pipe';
import { PhotoFiles } from '../maintenance/photo-files';
import { OwnerPortalService } from './owner-portal.service';

/** The owner's view of the portal (role `owner` only). */
@Controller()
export class OwnerPortalController {
  constructor(
    private readonly portal: OwnerPortalService,
    private readonly photoFiles: PhotoFiles,
  ) {}

  @Endpoint(OWNER_PORTAL_ENDPOINTS.units)
  units(@CurrentUser() account: UserEntity): Promise<OwnerUnits> {
    return this.portal.units(account);
  }

  @Endpoint(OWNER_PORTAL_ENDPOINTS.requests)
  requests(@ValidQuery(OwnerRequestsQuerySchema) query: OwnerRequestsQuery, @CurrentUser() account: UserEntity): Promise<OwnerMaintenancePage> {
    return this.portal.requestsPage(account, query);
  }

  @Endpoint(OWNER_PORTAL_ENDPOINTS.request)
  request(@Param('id') id: string, @CurrentUser() account: UserEntity): Promise<OwnerMaintenanceRequest> {
    return this.portal.request(account, id);
  }

  @Endpoint(OWNER_PORTAL_ENDPOINTS.photoFile)
  async photoFile(
    @Param('photoId') photoId: string,
    @Param('file') file: string,
    @CurrentUser() account: UserEntity,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return this.photoFiles.serve(photoId, file, await this.portal.photoViewer(account), response);
  }

  @Endpoint(OWNER_PORTAL_ENDPOINTS.statements)
  statements(@ValidQuery(StatementListQuerySchema) query: StatementListQuery, @CurrentUser() account: UserEntity): Promise<OwnerStatementPage> {
    return this.portal.statements(account, query);
  }

  @Endpoint(OWNER_PORTAL_ENDPOINTS.currentStatement)
  currentStatement(@CurrentUser() account: UserEntity): Promise<OwnerStatement> {
    return this.portal.currentStatement(account);
  }

  @Endpoint(OWNER_PORTAL_ENDPOINTS.statement)
  statement(@Param('id') id: string, @CurrentUser() account: UserEntity): Promise<OwnerStatement> {
    return this.portal.statement(account, id);
  }
}
