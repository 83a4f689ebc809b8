import { Controller, HttpCode, HttpStatus, Param, Res, type StreamableFile, UploadedFiles, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import {
  CONDITION_REPORT_ENDPOINTS,
  type ConditionReport,
  type ConditionReportList,
  type CreateConditionReportInput,
  CreateConditionReportSchema,
  endpointUrl,
  type SaveConditionReportInput,
  SaveConditionReportSchema,
  type ShareConditionReportInput,
  ShareConditionReportSchema,
} from '@app/contracts';
import { type ActingUser, CurrentActing } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody } from '../common/zod-validation.pipe';
import type { PhotoRoute } from '../maintenance/maintenance-view';
import { MediaFilesInterceptor } from '../media/upload/media-files.interceptor';
import type { UploadedFile } from '../media/upload/uploaded-image-checker';
import { ConditionPhotoFiles } from './condition-photo-files';
import { conditionReportPage } from './condition-report-page';
import { ConditionReportsService } from './condition-reports.service';
import { STAFF } from './portal-viewer';
import { sendPrintable } from './printable-page';

export const STAFF_CONDITION_PHOTO_ROUTE: PhotoRoute = (photoId, file) => endpointUrl(CONDITION_REPORT_ENDPOINTS.photoFile, { photoId, file });

/** Staff's condition reports: every staff role fills and shares them (they are not money). */
@Controller()
export class ConditionReportsController {
  constructor(
    private readonly reports: ConditionReportsService,
    private readonly photos: ConditionPhotoFiles,
  ) {}

  @Endpoint(CONDITION_REPORT_ENDPOINTS.list)
  list(@Param('id') tenancyId: string): Promise<ConditionReportList> {
    return this.reports.list(STAFF, tenancyId, STAFF_CONDITION_PHOTO_ROUTE);
  }

  @Endpoint(CONDITION_REPORT_ENDPOINTS.create)
  @HttpCode(HttpStatus.CREATED)
  create(
    @Param('id') tenancyId: string,
    @ValidBody(CreateConditionReportSchema) input: CreateConditionReportInput,
    @CurrentActing() acting: ActingUser,
  ): Promise<ConditionReport> {
    return this.reports.create(tenancyId, input.kind, acting, STAFF_CONDITION_PHOTO_ROUTE);
  }

  @Endpoint(CONDITION_REPORT_ENDPOINTS.get)
  get(@Param('id') id: string): Promise<ConditionReport> {
    return this.reports.get(STAFF, id, STAFF_CONDITION_PHOTO_ROUTE);
  }

  @Endpoint(CONDITION_REPORT_ENDPOINTS.save)
  save(
    @Param('id') id: string,
    @ValidBody(SaveConditionReportSchema) input: SaveConditionReportInput,
    @CurrentActing() acting: ActingUser,
  ): Promise<ConditionReport> {
    return this.reports.save(id, input, acting, STAFF_CONDITION_PHOTO_ROUTE);
  }

  @Endpoint(CONDITION_REPORT_ENDPOINTS.addPhotos)
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(MediaFilesInterceptor)
  addPhotos(
    @Param('id') id: string,
    @Param('itemId') itemId: string,
    @UploadedFiles() files: UploadedFile[],
    @CurrentActing() acting: ActingUser,
  ): Promise<ConditionReport> {
    return this.reports.addPhotos(id, itemId, files, acting, STAFF_CONDITION_PHOTO_ROUTE);
  }

  @Endpoint(CONDITION_REPORT_ENDPOINTS.share)
  @HttpCode(HttpStatus.OK)
  share(
    @Param('id') id: string,
    @ValidBody(ShareConditionReportSchema) input: ShareConditionReportInput,
    @CurrentActing() acting: ActingUser,
  ): Promise<ConditionReport> {
    return this.reports.share(id, input, acting, STAFF_CONDITION_PHOTO_ROUTE);
  }

  @Endpoint(CONDITION_REPORT_ENDPOINTS.print)
  async print(@Param('id') id: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const { parts, moveIn } = await this.reports.partsFor(STAFF, id);
    const page = conditionReportPage(parts, moveIn, STAFF_CONDITION_PHOTO_ROUTE);
    return sendPrintable(response, page.title, page.body);
  }

  @Endpoint(CONDITION_REPORT_ENDPOINTS.photoFile)
  photoFile(@Param('photoId') photoId: string, @Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return this.photos.serve(STAFF, photoId, file, response);
  }
}
