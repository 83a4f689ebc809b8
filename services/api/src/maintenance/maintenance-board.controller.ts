import { Controller, HttpCode, HttpStatus, Param, Res, StreamableFile, UploadedFiles, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import {
  type AddMaintenanceNoteInput,
  AddMaintenanceNoteSchema,
  MAINTENANCE_ENDPOINTS,
  type MaintenanceCounts,
  type MaintenanceListQuery,
  MaintenanceListQuerySchema,
  type MaintenancePage,
  type StaffMaintenanceRequest,
  type StaffMember,
  type UpdateMaintenanceRequestInput,
  UpdateMaintenanceRequestSchema,
} from '@app/contracts';
import { type ActingUser, CurrentActing } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody, ValidQuery } from '../common/zod-validation.pipe';
import { MediaFilesInterceptor } from '../media/upload/media-files.interceptor';
import type { UploadedFile } from '../media/upload/uploaded-image-checker';
import { MaintenanceBoardService } from './maintenance-board.service';
import { type StaffPhotoFields, StaffPhotoFieldsSchema } from './photo-stage';
import { PhotoFiles, STAFF_VIEWER } from './photo-files';

/** The staff's maintenance board (every staff role); the fixed paths come before `:id`. */
@Controller()
export class MaintenanceBoardController {
  constructor(
    private readonly board: MaintenanceBoardService,
    private readonly photoFiles: PhotoFiles,
  ) {}

  @Endpoint(MAINTENANCE_ENDPOINTS.list)
  list(@ValidQuery(MaintenanceListQuerySchema) query: MaintenanceListQuery): Promise<MaintenancePage> {
    return this.board.list(query);
  }

  @Endpoint(MAINTENANCE_ENDPOINTS.counts)
  counts(): Promise<MaintenanceCounts> {
    return this.board.counts();
  }

  @Endpoint(MAINTENANCE_ENDPOINTS.staff)
  staff(): Promise<StaffMember[]> {
    return this.board.staff();
  }

  @Endpoint(MAINTENANCE_ENDPOINTS.photoFile)
  photoFile(@Param('photoId') photoId: string, @Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return this.photoFiles.serve(photoId, file, STAFF_VIEWER, response);
  }

  @Endpoint(MAINTENANCE_ENDPOINTS.get)
  get(@Param('id') id: string): Promise<StaffMaintenanceRequest> {
    return this.board.detail(id);
  }

  @Endpoint(MAINTENANCE_ENDPOINTS.update)
  @HttpCode(HttpStatus.OK)
  update(
    @Param('id') id: string,
    @ValidBody(UpdateMaintenanceRequestSchema) input: UpdateMaintenanceRequestInput,
    @CurrentActing() acting: ActingUser,
  ): Promise<StaffMaintenanceRequest> {
    return this.board.update(id, input, acting);
  }

  @Endpoint(MAINTENANCE_ENDPOINTS.addNote)
  @HttpCode(HttpStatus.OK)
  addNote(
    @Param('id') id: string,
    @ValidBody(AddMaintenanceNoteSchema) input: AddMaintenanceNoteInput,
    @CurrentActing() acting: ActingUser,
  ): Promise<StaffMaintenanceRequest> {
    return this.board.addNote(id, input, acting);
  }

  @Endpoint(MAINTENANCE_ENDPOINTS.addPhotos)
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(MediaFilesInterceptor)
  addPhotos(
    @Param('id') id: string,
    @UploadedFiles() files: UploadedFile[],
    @ValidBody(StaffPhotoFieldsSchema) fields: StaffPhotoFields,
    @CurrentActing() acting: ActingUser,
  ): Promise<StaffMaintenanceRequest> {
    return this.board.addPhotos(id, files, fields.stage, acting);
  }
}
