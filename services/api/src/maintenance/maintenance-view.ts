import {
  MEDIA_THUMBNAIL_FILE,
  type MaintenanceEvent,
  type MaintenancePhoto,
  type OwnerMaintenanceRequest,
  type OwnerMaintenanceSummary,
  type StaffMaintenanceRequest,
  type StaffMaintenanceSummary,
  type TenantMaintenanceRequest,
  type TenantMaintenanceSummary,
  mediaVariantFile,
} from '@app/contracts';
import type { MaintenanceEventEntity, MaintenancePhotoEntity, MaintenanceRequestEntity, MediaEntity, UserEntity } from '@app/core';
import { centsToDollars, unitOf } from '../tenancies/tenancy-view';
import { responseClockOf } from './response-clock';

/** Where a photo's files are served: the portal's route for its tenant, the board's for staff. */
export type PhotoRoute = (photoId: string, file: string) => string;

export type RequestParts = { request: MaintenanceRequestEntity; photos: MaintenancePhotoEntity[]; timeline: MaintenanceEventEntity[] };

const nameOf = (user: UserEntity): string => user.fullName || user.username;

/** A private image of the media pipeline (a repair photo, a payment screenshot): its state and its files' routes. */
export function toPrivateImage(media: MediaEntity, addedAt: Date, route: PhotoRoute): Omit<MaintenancePhoto, 'stage'> {
  const ready = media.status === 'ready';
  const largest = media.variants.at(-1);
  return {
    id: media.id,
    status: media.status,
    thumbnailUrl: ready ? route(media.id, MEDIA_THUMBNAIL_FILE) : null,
    url: ready && largest ? route(media.id, mediaVariantFile(largest.width)) : null,
    addedAt: addedAt.toISOString(),
  };
}

function toPhoto(photo: MaintenancePhotoEntity, route: PhotoRoute): MaintenancePhoto {
  return { ...toPrivateImage(photo.media, photo.createdAt, route), stage: photo.stage };
}

function toEvent(event: MaintenanceEventEntity): MaintenanceEvent {
  return {
    id: event.id,
    kind: event.kind,
    at: event.createdAt.toISOString(),
    by: event.actor ? nameOf(event.actor) : null,
    byTenant: event.actor?.role === 'tenant',
    text: event.text,
  };
}

export function toTenantSummary(request: MaintenanceRequestEntity): TenantMaintenanceSummary {
  return {
    id: request.id,
    reference: request.reference,
    tenancyId: request.tenancy.id,
    unit: unitOf(request.tenancy),
    category: request.category,
    urgency: request.urgency,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
  };
}

/** What the tenant sees: no staff-only notes, no cost, no contractor, no assignee. */
export function toTenantRequest({ request, photos, timeline }: RequestParts, route: PhotoRoute): TenantMaintenanceRequest {
  return {
    ...toTenantSummary(request),
    description: request.description,
    appointmentAt: request.appointmentAt?.toISOString() ?? null,
    updatedAt: request.updatedAt.toISOString(),
    photos: photos.map((photo) => toPhoto(photo, route)),
    timeline: timeline.filter((event) => event.kind !== 'note' && event.kind !== 'cost_changed').map(toEvent),
  };
}

export function toOwnerSummary(request: MaintenanceRequestEntity): OwnerMaintenanceSummary {
  const { tenancyId: _tenancyId, ...summary } = toTenantSummary(request);
  return { ...summary, cost: request.costCents === null ? null : centsToDollars(request.costCents), doneAt: request.doneAt?.toISOString() ?? null };
}

/** What the unit's owner sees: the cost and its changes, photos, and no staff-only notes. */
export function toOwnerRequest({ request, photos, timeline }: RequestParts, route: PhotoRoute): OwnerMaintenanceRequest {
  return {
    ...toOwnerSummary(request),
    description: request.description,
    photos: photos.map((photo) => toPhoto(photo, route)),
    timeline: timeline.filter((event) => event.kind !== 'note').map(toEvent),
  };
}

export function toStaffSummary(request: MaintenanceRequestEntity, now: Date): StaffMaintenanceSummary {
  return {
    id: request.id,
    reference: request.reference,
    unit: unitOf(request.tenancy),
    tenantName: request.tenancy.tenantName,
    category: request.category,
    urgency: request.urgency,
    status: request.status,
    assignee: request.assignee ? { id: request.assignee.id, name: nameOf(request.assignee) } : null,
    responseClock: responseClockOf(request, now),
    tenantFollowUpAt: request.tenantFollowUpAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}

export function toStaffRequest({ request, photos, timeline }: RequestParts, route: PhotoRoute, now: Date): StaffMaintenanceRequest {
  return {
    ...toStaffSummary(request, now),
    tenancyId: request.tenancy.id,
    tenantEmail: request.tenancy.tenantEmail,
    tenantPhone: request.tenancy.tenantPhone,
    description: request.description,
    contractorName: request.contractorName,
    contractorPhone: request.contractorPhone,
    appointmentAt: request.appointmentAt?.toISOString() ?? null,
    cost: request.costCents === null ? null : centsToDollars(request.costCents),
    updatedAt: request.updatedAt.toISOString(),
    photos: photos.map((photo) => toPhoto(photo, route)),
    timeline: timeline.map(toEvent),
  };
}

export { nameOf };
