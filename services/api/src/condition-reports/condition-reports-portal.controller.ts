import { Controller, HttpCode, HttpStatus, Param, Res, type StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import {
  type AcknowledgeInput,
  AcknowledgeSchema,
  CONDITION_REPORT_PORTAL_ENDPOINTS,
  type ConditionReport,
  type ConditionReportList,
  endpointUrl,
  type ItemCommentInput,
  ItemCommentSchema,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { ClientAddress, CurrentUser } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody } from '../common/zod-validation.pipe';
import type { PhotoRoute } from '../maintenance/maintenance-view';
import { ConditionPhotoFiles } from './condition-photo-files';
import { conditionReportPage } from './condition-report-page';
import { ConditionReportsService } from './condition-reports.service';
import { DepositsService } from './deposits.service';
import { portalViewer } from './portal-viewer';
import { sendPrintable } from './printable-page';

export const PORTAL_CONDITION_PHOTO_ROUTE: PhotoRoute = (photoId, file) => endpointUrl(CONDITION_REPORT_PORTAL_ENDPOINTS.photoFile, { photoId, file });

/** The portal's condition reports (the tenant's and the owner's tenancies only) and the tenant's deposit letter. */
@Controller()
export class ConditionReportsPortalController {
  constructor(
    private readonly reports: ConditionReportsService,
    private readonly deposits: DepositsService,
    private readonly photos: ConditionPhotoFiles,
  ) {}

  @Endpoint(CONDITION_REPORT_PORTAL_ENDPOINTS.list)
  list(@CurrentUser() user: UserEntity): Promise<ConditionReportList> {
    return this.reports.list(portalViewer(user), null, PORTAL_CONDITION_PHOTO_ROUTE);
  }

  @Endpoint(CONDITION_REPORT_PORTAL_ENDPOINTS.get)
  get(@Param('id') id: string, @CurrentUser() user: UserEntity): Promise<ConditionReport> {
    return this.reports.get(portalViewer(user), id, PORTAL_CONDITION_PHOTO_ROUTE);
  }

  @Endpoint(CONDITION_REPORT_PORTAL_ENDPOINTS.print)
  async print(@Param('id') id: string, @CurrentUser() user: UserEntity, @Res({ passthrough: true }) response: Response): Promise<string> {
    const { parts, moveIn } = await this.reports.partsFor(portalViewer(user), id);
    const page = conditionReportPage(parts, moveIn, PORTAL_CONDITION_PHOTO_ROUTE);
    return sendPrintable(response, page.title, page.body);
  }

  @Endpoint(CONDITION_REPORT_PORTAL_ENDPOINTS.photoFile)
  photoFile(
    @Param('photoId') photoId: string,
    @Param('file') file: string,
    @CurrentUser() user: UserEntity,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return this.photos.serve(portalViewer(user), photoId, file, response);
  }

  @Endpoint(CONDITION_REPORT_PORTAL_ENDPOINTS.comment)
  comment(
    @Param('id') id: string,
    @Param('itemId') itemId: string,
    @ValidBody(ItemCommentSchema) input: ItemCommentInput,
    @CurrentUser() tenant: UserEntity,
    @ClientAddress() clientAddress: string,
  ): Promise<ConditionReport> {
    return this.reports.comment(tenant, id, itemId, input, clientAddress, PORTAL_CONDITION_PHOTO_ROUTE);
  }

  @Endpoint(CONDITION_REPORT_PORTAL_ENDPOINTS.acknowledge)
  @HttpCode(HttpStatus.OK)
  acknowledge(
    @Param('id') id: string,
    @ValidBody(AcknowledgeSchema) input: AcknowledgeInput,
    @CurrentUser() tenant: UserEntity,
    @ClientAddress() clientAddress: string,
  ): Promise<ConditionReport> {
    return this.reports.acknowledge(tenant, id, input, clientAddress, PORTAL_CONDITION_PHOTO_ROUTE);
  }

  @Endpoint(CONDITION_REPORT_PORTAL_ENDPOINTS.depositLetter)
  async depositLetter(
    @Param('tenancyId') tenancyId: string,
    @CurrentUser() tenant: UserEntity,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const letter = await this.deposits.letter(portalViewer(tenant), tenancyId, PORTAL_CONDITION_PHOTO_ROUTE);
    return sendPrintable(response, letter.title, letter.body);
  }
}
