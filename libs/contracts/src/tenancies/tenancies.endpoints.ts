import { defineEndpoint, MONEY_STAFF, PORTAL_ROLES, SIGNED_IN, TENANT_ONLY } from '../endpoints/endpoint';
import { StaffListSchema } from '../inbox/enquiry';
import {
  AddMaintenanceCommentSchema,
  AddMaintenanceNoteSchema,
  CreateMaintenanceRequestSchema,
  MaintenanceCountsSchema,
  MaintenanceListQuerySchema,
  MaintenancePageSchema,
  StaffMaintenanceRequestSchema,
  TenantMaintenancePageSchema,
  TenantMaintenanceRequestSchema,
  TenantRequestsQuerySchema,
  UpdateMaintenanceRequestSchema,
} from './maintenance';
import { PortalAccountSchema, PortalSignInLinkRequestSchema, PortalSignInLinkResultSchema, PortalSignInSchema } from './portal';
import { CreateTenancySchema, TenancyInviteResultSchema, TenancyListQuerySchema, TenancyPageSchema, TenancySchema, UpdateTenancySchema } from './tenancy';

/** Tenancies: every staff role reads them and invites their tenants; only admins and super admins create, edit and end them (decision 016). */
export const TENANCY_ENDPOINTS = {
  list: defineEndpoint({
    area: 'tenancies',
    method: 'GET',
    path: '/api/admin/tenancies',
    access: SIGNED_IN,
    query: TenancyListQuerySchema,
    response: TenancyPageSchema,
  }),
  create: defineEndpoint({
    area: 'tenancies',
    method: 'POST',
    path: '/api/admin/tenancies',
    access: MONEY_STAFF,
    body: CreateTenancySchema,
    response: TenancySchema,
  }),
  get: defineEndpoint({ area: 'tenancies', method: 'GET', path: '/api/admin/tenancies/:id', access: SIGNED_IN, response: TenancySchema }),
  update: defineEndpoint({
    area: 'tenancies',
    method: 'PUT',
    path: '/api/admin/tenancies/:id',
    access: MONEY_STAFF,
    body: UpdateTenancySchema,
    response: TenancySchema,
  }),
  end: defineEndpoint({ area: 'tenancies', method: 'POST', path: '/api/admin/tenancies/:id/end', access: MONEY_STAFF, response: TenancySchema }),
  invite: defineEndpoint({
    area: 'tenancies',
    method: 'POST',
    path: '/api/admin/tenancies/:id/invite',
    access: SIGNED_IN,
    response: TenancyInviteResultSchema,
  }),
};

/** The staff's maintenance board. */
export const MAINTENANCE_ENDPOINTS = {
  list: defineEndpoint({
    area: 'maintenance',
    method: 'GET',
    path: '/api/admin/maintenance',
    access: SIGNED_IN,
    query: MaintenanceListQuerySchema,
    response: MaintenancePageSchema,
  }),
  counts: defineEndpoint({ area: 'maintenance', method: 'GET', path: '/api/admin/maintenance/counts', access: SIGNED_IN, response: MaintenanceCountsSchema }),
  staff: defineEndpoint({ area: 'maintenance', method: 'GET', path: '/api/admin/maintenance/staff', access: SIGNED_IN, response: StaffListSchema }),
  get: defineEndpoint({ area: 'maintenance', method: 'GET', path: '/api/admin/maintenance/:id', access: SIGNED_IN, response: StaffMaintenanceRequestSchema }),
  update: defineEndpoint({
    area: 'maintenance',
    method: 'POST',
    path: '/api/admin/maintenance/:id/update',
    access: SIGNED_IN,
    body: UpdateMaintenanceRequestSchema,
    response: StaffMaintenanceRequestSchema,
  }),
  addNote: defineEndpoint({
    area: 'maintenance',
    method: 'POST',
    path: '/api/admin/maintenance/:id/notes',
    access: SIGNED_IN,
    body: AddMaintenanceNoteSchema,
    response: StaffMaintenanceRequestSchema,
  }),
  /** Multipart, field `files`, plus `stage` (before or after). */
  addPhotos: defineEndpoint({
    area: 'maintenance',
    method: 'POST',
    path: '/api/admin/maintenance/:id/photos',
    access: SIGNED_IN,
    accepts: 'multipart',
    response: StaffMaintenanceRequestSchema,
  }),
  photoFile: defineEndpoint({ area: 'maintenance', method: 'GET', path: '/api/admin/maintenance/photos/:photoId/:file', access: SIGNED_IN }),
};

/** The portal: sign-in by a mailed link (tenants and owners), then a tenant's own requests only. */
export const PORTAL_ENDPOINTS = {
  /** Rate-limited per client address like the password reset; answers alike for known and unknown addresses. */
  requestSignInLink: defineEndpoint({
    area: 'portal',
    method: 'POST',
    path: '/api/portal/sign-in-link',
    access: 'public',
    body: PortalSignInLinkRequestSchema,
    response: PortalSignInLinkResultSchema,
  }),
  /** A fresh link to the account of a used or expired one (its token), at once; answers alike whatever the token. */
  renewSignInLink: defineEndpoint({
    area: 'portal',
    method: 'POST',
    path: '/api/portal/sign-in-link/renew',
    access: 'public',
    body: PortalSignInSchema,
    response: PortalSignInLinkResultSchema,
  }),
  signIn: defineEndpoint({
    area: 'portal',
    method: 'POST',
    path: '/api/portal/sign-in',
    access: 'public',
    body: PortalSignInSchema,
    response: PortalAccountSchema,
  }),
  me: defineEndpoint({ area: 'portal', method: 'GET', path: '/api/portal/me', access: PORTAL_ROLES, response: PortalAccountSchema }),
  requests: defineEndpoint({
    area: 'portal',
    method: 'GET',
    path: '/api/portal/requests',
    access: TENANT_ONLY,
    query: TenantRequestsQuerySchema,
    response: TenantMaintenancePageSchema,
  }),
  createRequest: defineEndpoint({
    area: 'portal',
    method: 'POST',
    path: '/api/portal/requests',
    access: TENANT_ONLY,
    body: CreateMaintenanceRequestSchema,
    response: TenantMaintenanceRequestSchema,
  }),
  request: defineEndpoint({ area: 'portal', method: 'GET', path: '/api/portal/requests/:id', access: TENANT_ONLY, response: TenantMaintenanceRequestSchema }),
  addComment: defineEndpoint({
    area: 'portal',
    method: 'POST',
    path: '/api/portal/requests/:id/comments',
    access: TENANT_ONLY,
    body: AddMaintenanceCommentSchema,
    response: TenantMaintenanceRequestSchema,
  }),
  /** Multipart, field `files`: at most MAX_REQUEST_PHOTOS over the request's life. */
  addPhotos: defineEndpoint({
    area: 'portal',
    method: 'POST',
    path: '/api/portal/requests/:id/photos',
    access: TENANT_ONLY,
    accepts: 'multipart',
    response: TenantMaintenanceRequestSchema,
  }),
  photoFile: defineEndpoint({ area: 'portal', method: 'GET', path: '/api/portal/photos/:photoId/:file', access: TENANT_ONLY }),
};
