import { Injectable } from '@nestjs/common';
import {
  type AddMaintenanceNoteInput,
  endpointUrl,
  MAINTENANCE_ENDPOINTS,
  type MaintenanceCounts,
  type MaintenanceListQuery,
  type MaintenancePage,
  type StaffMaintenanceRequest,
  type StaffMember,
  type UpdateMaintenanceRequestInput,
} from '@app/contracts';
import type { UploadedFile } from '../media/upload/uploaded-image-checker';
import { UsersRepository } from '../users/users.repository';
import { MaintenanceRepository } from './maintenance.repository';
import { MaintenanceService, type RequestActing } from './maintenance.service';
import { nameOf, type PhotoRoute, type RequestParts, toStaffRequest, toStaffSummary } from './maintenance-view';

const STAFF_PHOTO_ROUTE: PhotoRoute = (photoId, file) => endpointUrl(MAINTENANCE_ENDPOINTS.photoFile, { photoId, file });

/** The board as staff see it: every request, with notes, costs and the response clock. */
@Injectable()
export class MaintenanceBoardService {
  constructor(
    private readonly requests: MaintenanceRepository,
    private readonly maintenance: MaintenanceService,
    private readonly users: UsersRepository,
  ) {}

  async list(query: MaintenanceListQuery): Promise<MaintenancePage> {
    const { items, ...page } = await this.requests.page(query);
    const now = new Date();
    return { items: items.map((request) => toStaffSummary(request, now)), ...page, pageSize: query.pageSize };
  }

  async counts(): Promise<MaintenanceCounts> {
    const [newCount, overdue, followUps] = await Promise.all([
      this.requests.countNew(),
      this.requests.countOverdue(new Date()),
      this.requests.countFollowUps(),
    ]);
    return { new: newCount, overdue, followUps };
  }

  async staff(): Promise<StaffMember[]> {
    return (await this.users.activeStaff()).map((user) => ({ id: user.id, name: nameOf(user) }));
  }

  async detail(id: string): Promise<StaffMaintenanceRequest> {
    return this.view(await this.requests.partsOf(await this.maintenance.find(id)));
  }

  async update(id: string, input: UpdateMaintenanceRequestInput, acting: RequestActing): Promise<StaffMaintenanceRequest> {
    return this.view(await this.maintenance.update(await this.maintenance.find(id), input, acting));
  }

  async addNote(id: string, { text, staffOnly }: AddMaintenanceNoteInput, acting: RequestActing): Promise<StaffMaintenanceRequest> {
    return this.view(await this.maintenance.comment(await this.maintenance.find(id), text, staffOnly, acting));
  }

  async addPhotos(id: string, files: UploadedFile[], stage: 'before' | 'after', acting: RequestActing): Promise<StaffMaintenanceRequest> {
    return this.view(await this.maintenance.addPhotos(await this.maintenance.find(id), files, stage, acting));
  }

  private view(parts: RequestParts): StaffMaintenanceRequest {
    return toStaffRequest(parts, STAFF_PHOTO_ROUTE, new Date());
  }
}
