import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import {
  type AuditAction,
  type CreateMaintenanceRequestInput,
  FINISHED_MAINTENANCE_STATUSES,
  MAINTENANCE_MESSAGES,
  MAINTENANCE_STATUS_LABELS,
  type MaintenanceEventKind,
  type MaintenancePhotoStage,
  MAX_REQUEST_PHOTOS,
  tenancyStatus,
  type UpdateMaintenanceRequestInput,
} from '@app/contracts';
import { MailOutbox, MaintenanceEventEntity, MaintenancePhotoEntity, MaintenanceRequestEntity, OutboundMailEntity, type UserEntity } from '@app/core';
import { AuditLogService } from '../audit/audit-log.service';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { MediaService } from '../media/media.service';
import type { UploadedFile } from '../media/upload/uploaded-image-checker';
import { centsToDollars, dollarsToCents } from '../tenancies/tenancy-view';
import { UsersRepository } from '../users/users.repository';
import { foundOr404 } from '../common/found-or-404';
import { MaintenanceRepository } from './maintenance.repository';
import type { RequestParts } from './maintenance-view';
import { nameOf } from './maintenance-view';
import { responseDueAt } from './response-clock';

/**
 * When the request was done, after a status change: set the first time it moves to done, kept when it is then closed,
 * cleared when it is reopened or cancelled (its cost then leaves the owner's statement of that month, if not yet made).
 */
function doneAtAfter(request: MaintenanceRequestEntity, now: Date): Date | null {
  if (request.status === 'done') return request.doneAt ?? now;
  return request.status === 'closed' ? (request.doneAt ?? now) : null;
}

/** Who acts on a request: its tenant or a staff member, and from where. */
export type RequestActing = { actor: UserEntity; clientAddress: string };

/** The changes the tenant is mailed about: the status, and who will come and when (the first of them names the mail). */
const TENANT_MAILED_CHANGES: readonly MaintenanceEventKind[] = ['status_changed', 'appointment_changed', 'contractor_changed', 'assigned'];

const SINGAPORE_TIME = new Intl.DateTimeFormat('en-SG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Singapore' });

/**
 * Maintenance requests: filed by tenants for their own tenancies, handled by staff. Every change is a timeline line, saved
 * with the mails it causes (staff told of a new request; the tenant told of a status change) before the answer.
 */
@Injectable()
export class MaintenanceService {
  constructor(
    private readonly requests: MaintenanceRepository,
    private readonly media: MediaService,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLogService,
    private readonly users: UsersRepository,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async file(input: CreateMaintenanceRequestInput, acting: RequestActing): Promise<RequestParts> {
    const tenancy = await this.requests.findTenancyOf(acting.actor, input.tenancyId);
    if (!tenancy) throw new BadRequestException(MAINTENANCE_MESSAGES.tenancyNotFound);
    if (tenancyStatus(tenancy, new Date()) === 'ended') throw new ConflictException(MAINTENANCE_MESSAGES.tenancyEnded);
    const filedAt = new Date();
    const request = new MaintenanceRequestEntity({
      ...input,
      tenancy,
      createdAt: filedAt,
      responseDueAt: responseDueAt(filedAt, input.urgency),
      portalUrl: `${this.config.PUBLIC_URL}/portal`,
    });
    const created = new MaintenanceEventEntity({ request, kind: 'created', actor: acting.actor, text: null });
    const notification = new OutboundMailEntity({ kind: 'maintenance_notification', maintenanceRequest: request }, this.config.STAFF_NOTIFY_EMAIL ?? null);
    await this.requests.save(request, created, notification);
    await this.record('maintenance.created', request, acting, { urgency: request.urgency, category: request.category });
    await this.outbox.queue(notification);
    return this.requests.partsOf(request);
  }

  /** The tenant's own request; any other id answers 404, the same as one that does not exist. */
  findForTenant(id: string, tenant: UserEntity): Promise<MaintenanceRequestEntity> {
    return foundOr404(id, () => this.requests.findForTenant(id, tenant), MAINTENANCE_MESSAGES.notFound);
  }

  find(id: string): Promise<MaintenanceRequestEntity> {
    return foundOr404(id, () => this.requests.findById(id), MAINTENANCE_MESSAGES.notFound);
  }

  /**
   * A comment the tenant sees (the tenant's own, or staff's), or a staff-only note. A tenant's comment on a done or
   * closed request is a follow-up: it counts as new activity on the board until staff reply or change the request, and
   * staff are mailed it (in the same transaction). A staff reply ends a follow-up.
   */
  async comment(request: MaintenanceRequestEntity, text: string, staffOnly: boolean, acting: RequestActing): Promise<RequestParts> {
    const byTenant = acting.actor.role === 'tenant';
    const event = new MaintenanceEventEntity({ request, kind: staffOnly ? 'note' : 'comment', actor: acting.actor, text });
    if (!staffOnly) this.markResponded(request, acting.actor);
    const followUp = byTenant && FINISHED_MAINTENANCE_STATUSES.includes(request.status);
    if (followUp) request.tenantFollowUpAt = new Date();
    if (!byTenant && !staffOnly) request.tenantFollowUpAt = null;
    const mail = followUp ? new OutboundMailEntity({ kind: 'maintenance_follow_up', maintenanceEvent: event }, this.config.STAFF_NOTIFY_EMAIL ?? null) : null;
    await this.requests.save(request, event, ...(mail ? [mail] : []));
    // The audit row says a comment was added, not what it says: it may hold personal data.
    await this.record('maintenance.commented', request, acting, { staffOnly, followUp });
    if (mail) await this.outbox.queue(mail);
    return this.requests.partsOf(request);
  }

  /**
   * Photos through the media library's checks and pipeline (kept out of the library): stored, linked to the request with
   * a timeline line, then handed to the worker, which strips their metadata in every variant it writes.
   */
  async addPhotos(request: MaintenanceRequestEntity, files: UploadedFile[], stage: MaintenancePhotoStage, acting: RequestActing): Promise<RequestParts> {
    if (stage === 'report' && (await this.requests.countTenantPhotos(request)) + files.length > MAX_REQUEST_PHOTOS) {
      throw new BadRequestException(MAINTENANCE_MESSAGES.tooManyPhotos);
    }
    const items = await this.media.accept(files, { title: null, caption: null, tags: null, inLibrary: false });
    const photos = items.map((media) => new MaintenancePhotoEntity({ media, request, stage, addedBy: acting.actor }));
    const text = `${photos.length} ${stage === 'report' ? '' : `${stage} `}photo${photos.length === 1 ? '' : 's'}`;
    await this.requests.save(...photos, new MaintenanceEventEntity({ request, kind: 'photo_added', actor: acting.actor, text }));
    await this.media.process(items);
    await this.record('maintenance.photos_added', request, acting, { count: photos.length, stage });
    return this.requests.partsOf(request);
  }

  /**
   * Staff's changes: each changed field is a timeline line. The tenant is mailed when the status changes or who will
   * come and when becomes known (one mail per save, linking to the request's page). Any change ends a follow-up.
   */
  async update(request: MaintenanceRequestEntity, input: UpdateMaintenanceRequestInput, acting: RequestActing): Promise<RequestParts> {
    const events = await this.applyChanges(request, input, acting.actor);
    if (events.length === 0) return this.requests.partsOf(request);
    this.markResponded(request, acting.actor);
    request.tenantFollowUpAt = null;
    const mailed = TENANT_MAILED_CHANGES.map((kind) => events.find((event) => event.kind === kind)).find(Boolean);
    const mail = mailed ? new OutboundMailEntity({ kind: 'maintenance_status', maintenanceEvent: mailed }, request.tenancy.tenantEmail) : null;
    await this.requests.save(request, ...events, ...(mail ? [mail] : []));
    await this.record('maintenance.updated', request, acting, { changed: events.map((event) => event.kind) });
    if (mail) await this.outbox.queue(mail);
    return this.requests.partsOf(request);
  }

  private async applyChanges(request: MaintenanceRequestEntity, input: UpdateMaintenanceRequestInput, actor: UserEntity): Promise<MaintenanceEventEntity[]> {
    const events: MaintenanceEventEntity[] = [];
    const changedAt = Date.now();
    // One millisecond apart, so the timeline shows a change's lines in the order they are written here.
    const change = (kind: MaintenanceEventKind, text: string | null) =>
      events.push(Object.assign(new MaintenanceEventEntity({ request, kind, actor, text }), { createdAt: new Date(changedAt + events.length) }));
    if (input.assigneeId !== undefined && input.assigneeId !== (request.assignee?.id ?? null)) {
      request.assignee = input.assigneeId === null ? null : await this.findStaffMember(input.assigneeId);
      change('assigned', request.assignee ? nameOf(request.assignee) : null);
    }
    // Assigning a new request moves it to assigned, unless staff chose another status in the same save.
    const status = request.assignee && request.status === 'new' && (input.status ?? 'new') === 'new' ? 'assigned' : input.status;
    if (status !== undefined && status !== request.status) {
      request.status = status;
      request.doneAt = doneAtAfter(request, new Date(changedAt));
      change('status_changed', MAINTENANCE_STATUS_LABELS[status]);
    }
    const contractorName = input.contractorName === undefined ? request.contractorName : input.contractorName || null;
    const contractorPhone = input.contractorPhone === undefined ? request.contractorPhone : input.contractorPhone;
    if (contractorName !== request.contractorName || contractorPhone !== request.contractorPhone) {
      Object.assign(request, { contractorName, contractorPhone });
      change('contractor_changed', [contractorName, contractorPhone].filter(Boolean).join(', ') || null);
    }
    const appointmentAt = input.appointmentAt === undefined ? request.appointmentAt : input.appointmentAt === null ? null : new Date(input.appointmentAt);
    if ((appointmentAt?.getTime() ?? null) !== (request.appointmentAt?.getTime() ?? null)) {
      request.appointmentAt = appointmentAt;
      change('appointment_changed', appointmentAt ? `${SINGAPORE_TIME.format(appointmentAt)} (Singapore time)` : null);
    }
    if (input.cost !== undefined && (input.cost === null ? null : dollarsToCents(input.cost)) !== request.costCents) {
      request.costCents = input.cost === null ? null : dollarsToCents(input.cost);
      change('cost_changed', request.costCents === null ? null : `S$${centsToDollars(request.costCents).toFixed(2)}`);
    }
    return events;
  }

  private async findStaffMember(id: string): Promise<UserEntity> {
    const member = await this.users.findActiveStaff(id);
    if (!member) throw new BadRequestException(MAINTENANCE_MESSAGES.unknownAssignee);
    return member;
  }

  /** Staff's first change or comment is the first response: it stops the response clock. */
  private markResponded(request: MaintenanceRequestEntity, actor: UserEntity): void {
    if (actor.role !== 'tenant' && request.firstRespondedAt === null) request.firstRespondedAt = new Date();
  }

  private record(
    action: AuditAction,
    request: MaintenanceRequestEntity,
    { actor, clientAddress }: RequestActing,
    details: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record({ action, actorId: actor.id, targetId: request.id, clientAddress, details });
  }
}
