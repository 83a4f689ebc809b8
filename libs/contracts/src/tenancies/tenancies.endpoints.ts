import { MONEY_STAFF, PORTAL_ROLES, SIGNED_IN, TENANT_ONLY } from '../endpoints/endpoint';
import { endpointsOf } from '../endpoints/endpoint-routes';
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

const tenancies = endpointsOf('tenancies', SIGNED_IN);

/** Tenancies: every staff role reads them and invites their tenants; only admins and super admins create, edit and end them (decision 016). */
export const TENANCY_ENDPOINTS = {
  list: tenancies.get('/api/admin/tenancies', { query: TenancyListQuerySchema, response: TenancyPageSchema }),
  create: tenancies.post('/api/admin/tenancies', { access: MONEY_STAFF, body: CreateTenancySchema, response: TenancySchema }),
  get: tenancies.get('/api/admin/tenancies/:id', { response: TenancySchema }),
  update: tenancies.put('/api/admin/tenancies/:id', { access: MONEY_STAFF, body: UpdateTenancySchema, response: TenancySchema }),
  end: tenancies.post('/api/admin/tenancies/:id/end', { access: MONEY_STAFF, response: TenancySchema }),
  invite: tenancies.post('/api/admin/tenancies/:id/invite', { response: TenancyInviteResultSchema }),
};

const maintenance = endpointsOf('maintenance', SIGNED_IN);

/** The staff's maintenance board. */
export const MAINTENANCE_ENDPOINTS = {
  list: maintenance.get('/api/admin/maintenance', { query: MaintenanceListQuerySchema, response: MaintenancePageSchema }),
  counts: maintenance.get('/api/admin/maintenance/counts', { response: MaintenanceCountsSchema }),
  staff: maintenance.get('/api/admin/maintenance/staff', { response: StaffListSchema }),
  get: maintenance.get('/api/admin/maintenance/:id', { response: StaffMaintenanceRequestSchema }),
  update: maintenance.post('/api/admin/maintenance/:id/update', { body: UpdateMaintenanceRequestSchema, response: StaffMaintenanceRequestSchema }),
  addNote: maintenance.post('/api/admin/maintenance/:id/notes', { body: AddMaintenanceNoteSchema, response: StaffMaintenanceRequestSchema }),
  /** Multipart, field `files`, plus `stage` (before or after). */
  addPhotos: maintenance.post('/api/admin/maintenance/:id/photos', { accepts: 'multipart', response: StaffMaintenanceRequestSchema }),
  photoFile: maintenance.get('/api/admin/maintenance/photos/:photoId/:file'),
};

const portal = endpointsOf('portal', TENANT_ONLY);

/** The portal: sign-in by a mailed link (tenants and owners), then a tenant's own requests only. */
export const PORTAL_ENDPOINTS = {
  /** Rate-limited per client address like the password reset; answers alike for known and unknown addresses. */
  requestSignInLink: portal.post('/api/portal/sign-in-link', { access: 'public', body: PortalSignInLinkRequestSchema, response: PortalSignInLinkResultSchema }),
  /** A fresh link to the account of a used or expired one (its token), at once; answers alike whatever the token. */
  renewSignInLink: portal.post('/api/portal/sign-in-link/renew', { access: 'public', body: PortalSignInSchema, response: PortalSignInLinkResultSchema }),
  signIn: portal.post('/api/portal/sign-in', { access: 'public', body: PortalSignInSchema, response: PortalAccountSchema }),
  me: portal.get('/api/portal/me', { access: PORTAL_ROLES, response: PortalAccountSchema }),
  requests: portal.get('/api/portal/requests', { query: TenantRequestsQuerySchema, response: TenantMaintenancePageSchema }),
  createRequest: portal.post('/api/portal/requests', { body: CreateMaintenanceRequestSchema, response: TenantMaintenanceRequestSchema }),
  request: portal.get('/api/portal/requests/:id', { response: TenantMaintenanceRequestSchema }),
  addComment: portal.post('/api/portal/requests/:id/comments', { body: AddMaintenanceCommentSchema, response: TenantMaintenanceRequestSchema }),
  /** Multipart, field `files`: at most MAX_REQUEST_PHOTOS over the request's life. */
  addPhotos: portal.post('/api/portal/requests/:id/photos', { accepts: 'multipart', response: TenantMaintenanceRequestSchema }),
  photoFile: portal.get('/api/portal/photos/:photoId/:file'),
};
