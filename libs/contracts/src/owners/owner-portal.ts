import { z } from 'zod';
import { pageOf, pageQueryFields } from '../common/pages';
import { MaintenanceEventSchema, MaintenancePhotoSchema, TenantMaintenanceSummarySchema } from '../tenancies/maintenance';
import { TENANCY_STATUSES } from '../tenancies/tenancy';

/** A tenancy of an owner's unit as the owner sees it: dates and rent, not the tenant's contact details. */
export const OwnerTenancySchema = z.object({
  id: z.string(),
  leaseStart: z.string(),
  leaseEnd: z.string(),
  monthlyRent: z.number(),
  status: z.enum(TENANCY_STATUSES),
});
export type OwnerTenancy = z.infer<typeof OwnerTenancySchema>;

/** GET /api/portal/owner/units: the owner's units, each with its tenancies (latest first). */
export const OwnerPortalUnitSchema = z.object({ id: z.string(), unit: z.string(), managementFeePercent: z.number(), tenancies: z.array(OwnerTenancySchema) });
export type OwnerPortalUnit = z.infer<typeof OwnerPortalUnitSchema>;
export const OwnerUnitsSchema = z.object({ units: z.array(OwnerPortalUnitSchema) });
export type OwnerUnits = z.infer<typeof OwnerUnitsSchema>;

/** Open: still being worked on; closed: done, closed or cancelled. */
export const OWNER_REQUEST_STATES = ['open', 'closed'] as const;
export const DEFAULT_OWNER_REQUESTS_PAGE_SIZE = 10;
export const OwnerRequestsQuerySchema = z.object({
  state: z.enum(OWNER_REQUEST_STATES, { error: 'Choose open or closed requests' }).default('open'),
  ...pageQueryFields(DEFAULT_OWNER_REQUESTS_PAGE_SIZE),
});
export type OwnerRequestsQuery = z.infer<typeof OwnerRequestsQuerySchema>;
export type OwnerRequestsQueryInput = z.input<typeof OwnerRequestsQuerySchema>;

/** A request on one of the owner's units, with its cost (the tenant's summary does not show it). */
export const OwnerMaintenanceSummarySchema = TenantMaintenanceSummarySchema.omit({ tenancyId: true }).extend({
  cost: z.number().nullable(),
  doneAt: z.string().nullable(),
});
export type OwnerMaintenanceSummary = z.infer<typeof OwnerMaintenanceSummarySchema>;
export const OwnerMaintenancePageSchema = pageOf(OwnerMaintenanceSummarySchema);
export type OwnerMaintenancePage = z.infer<typeof OwnerMaintenancePageSchema>;

/** The request as its unit's owner sees it: photos, the timeline with its costs, and no staff-only notes. */
export const OwnerMaintenanceRequestSchema = OwnerMaintenanceSummarySchema.extend({
  description: z.string(),
  photos: z.array(MaintenancePhotoSchema),
  timeline: z.array(MaintenanceEventSchema),
});
export type OwnerMaintenanceRequest = z.infer<typeof OwnerMaintenanceRequestSchema>;
