import { z } from 'zod';
import { keysetPageOf, keysetQueryFields, pageOf, pageQueryFields, searchTextField } from '../common/pages';
import { SingaporePhoneSchema } from '../common/cea';
import { requiredText, textInput } from '../common/text';
import { MoneySchema } from './form-fields';

export const MAINTENANCE_CATEGORIES = ['plumbing', 'electrical', 'air-conditioning', 'appliances', 'pest', 'locks', 'other'] as const;
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];
export const MAINTENANCE_CATEGORY_LABELS: Record<MaintenanceCategory, string> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  'air-conditioning': 'Air-conditioning',
  appliances: 'Appliances',
  pest: 'Pest control',
  locks: 'Locks and keys',
  other: 'Something else',
};

export const MAINTENANCE_URGENCIES = ['routine', 'urgent', 'emergency'] as const;
export type MaintenanceUrgency = (typeof MAINTENANCE_URGENCIES)[number];
export const MAINTENANCE_URGENCY_LABELS: Record<MaintenanceUrgency, string> = { routine: 'Routine', urgent: 'Urgent', emergency: 'Emergency' };

export const MAINTENANCE_STATUSES = ['new', 'assigned', 'scheduled', 'in_progress', 'done', 'closed', 'cancelled'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];
export const MAINTENANCE_STATUS_LABELS: Record<MaintenanceStatus, string> = {
  new: 'New',
  assigned: 'Assigned',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  done: 'Done',
  closed: 'Closed',
  cancelled: 'Cancelled',
};
/** Statuses of a request still being worked on: the board's open column set. */
export const OPEN_MAINTENANCE_STATUSES: readonly MaintenanceStatus[] = ['new', 'assigned', 'scheduled', 'in_progress'];
/** Statuses of a finished request: a tenant's comment on one is a follow-up staff are told of. */
export const FINISHED_MAINTENANCE_STATUSES: readonly MaintenanceStatus[] = ['done', 'closed'];
/** What a finished request is reopened to, in one step. */
export const REOPENED_MAINTENANCE_STATUS: MaintenanceStatus = 'in_progress';

/** Photos a request may hold from the tenant (the staff's before and after photos are counted apart). */
export const MAX_REQUEST_PHOTOS = 6;

/** An emergency's first response is due within this many minutes, at any hour. */
export const EMERGENCY_RESPONSE_MINUTES = 60;

/** Who took a photo for what: the tenant's report, or staff's before and after the work. */
export const MAINTENANCE_PHOTO_STAGES = ['report', 'before', 'after'] as const;
export type MaintenancePhotoStage = (typeof MAINTENANCE_PHOTO_STAGES)[number];

export const MAINTENANCE_MESSAGES = {
  notFound: 'Request not found',
  tenancyNotFound: 'Choose one of your tenancies',
  tenancyEnded: 'This tenancy has ended: call us if something still needs fixing',
  tooManyPhotos: `A request holds at most ${MAX_REQUEST_PHOTOS} photos from you`,
  unknownAssignee: 'That staff member does not exist or is inactive',
  emergencyLine: 'For an emergency (flooding, no power, a gas smell, a break-in), call our 24/7 line now:',
} as const;

/** Body of POST /api/portal/requests (photos follow through POST /api/portal/requests/:id/photos). */
export const CreateMaintenanceRequestSchema = z.object({
  tenancyId: z.uuid({ error: MAINTENANCE_MESSAGES.tenancyNotFound }),
  category: z.enum(MAINTENANCE_CATEGORIES, { error: 'Choose what needs fixing' }),
  urgency: z.enum(MAINTENANCE_URGENCIES, { error: 'Choose how urgent it is' }),
  description: textInput({ error: 'Describe the problem' })
    .trim()
    .min(10, 'Describe the problem in at least 10 characters')
    .max(4000, 'A description is at most 4000 characters'),
});
export type CreateMaintenanceRequestInput = z.infer<typeof CreateMaintenanceRequestSchema>;
export type CreateMaintenanceRequestFormInput = z.input<typeof CreateMaintenanceRequestSchema>;

const commentText = requiredText('Write a comment first').max(4000, 'A comment is at most 4000 characters');

/** Body of POST /api/portal/requests/:id/comments. */
export const AddMaintenanceCommentSchema = z.object({ text: commentText });
export type AddMaintenanceCommentInput = z.infer<typeof AddMaintenanceCommentSchema>;

/** Body of POST /api/admin/maintenance/:id/notes: a reply the tenant sees, or a staff-only note; staff choose, nothing is assumed. */
export const AddMaintenanceNoteSchema = z.object({
  text: commentText,
  staffOnly: z.boolean({ error: 'Choose whether the tenant sees it: reply to the tenant or add an internal note' }),
});
export type AddMaintenanceNoteInput = z.infer<typeof AddMaintenanceNoteSchema>;

/** Body of POST /api/admin/maintenance/:id/update: only the fields that change (null clears one). */
export const UpdateMaintenanceRequestSchema = z
  .object({
    status: z.enum(MAINTENANCE_STATUSES, { error: 'Choose a status' }),
    assigneeId: z.uuid({ error: 'Choose a staff member' }).nullable(),
    contractorName: textInput().trim().max(120, 'A name is at most 120 characters').nullable(),
    contractorPhone: SingaporePhoneSchema.nullable(),
    appointmentAt: z.iso.datetime({ offset: true, error: 'Choose the appointment’s date and time' }).nullable(),
    cost: MoneySchema.nullable(),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, 'Change at least one field');
export type UpdateMaintenanceRequestInput = z.infer<typeof UpdateMaintenanceRequestSchema>;
export type UpdateMaintenanceRequestFormInput = z.input<typeof UpdateMaintenanceRequestSchema>;

export const DEFAULT_MAINTENANCE_PAGE_SIZE = 25;

/**
 * Query of GET /api/admin/maintenance: status (or `open`), urgency, one tenancy's requests (the evidence a deposit
 * deduction may point at), a search, and the page.
 */
export const MaintenanceListQuerySchema = z.object({
  status: z.enum([...MAINTENANCE_STATUSES, 'open'], { error: 'Choose a status' }).optional(),
  urgency: z.enum(MAINTENANCE_URGENCIES, { error: 'Choose an urgency' }).optional(),
  tenancyId: z.uuid({ error: 'tenancyId must be a tenancy id' }).optional(),
  q: searchTextField(),
  ...keysetQueryFields(DEFAULT_MAINTENANCE_PAGE_SIZE),
});
export type MaintenanceListQuery = z.infer<typeof MaintenanceListQuerySchema>;
export type MaintenanceListQueryInput = z.input<typeof MaintenanceListQuerySchema>;

/** The first-response promise: 24 business hours (the inbox's reply clock), 1 hour for an emergency; null once answered. */
export const ResponseClockSchema = z.object({ dueAt: z.string(), overdue: z.boolean() });
export type ResponseClock = z.infer<typeof ResponseClockSchema>;

export const MaintenancePhotoSchema = z.object({
  id: z.string(),
  stage: z.enum(MAINTENANCE_PHOTO_STAGES),
  /** processing until the worker made its stripped variants, then ready (or failed). */
  status: z.enum(['processing', 'ready', 'failed']),
  /** The thumbnail and the largest variant, served only to the request's tenant and to staff. */
  thumbnailUrl: z.string().nullable(),
  url: z.string().nullable(),
  addedAt: z.string(),
});
export type MaintenancePhoto = z.infer<typeof MaintenancePhotoSchema>;

export const MAINTENANCE_EVENT_KINDS = [
  'created',
  'status_changed',
  'assigned',
  'contractor_changed',
  'appointment_changed',
  'cost_changed',
  'comment',
  'note',
  'photo_added',
] as const;
export type MaintenanceEventKind = (typeof MAINTENANCE_EVENT_KINDS)[number];

export const MaintenanceEventSchema = z.object({
  id: z.string(),
  kind: z.enum(MAINTENANCE_EVENT_KINDS),
  at: z.string(),
  /** Who: a staff member's name, "You"/the tenant's name, or null for the system. */
  by: z.string().nullable(),
  byTenant: z.boolean(),
  text: z.string().nullable(),
});
export type MaintenanceEvent = z.infer<typeof MaintenanceEventSchema>;

/** A line of the tenant's list of requests. */
export const TenantMaintenanceSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  tenancyId: z.string(),
  unit: z.string(),
  category: z.enum(MAINTENANCE_CATEGORIES),
  urgency: z.enum(MAINTENANCE_URGENCIES),
  status: z.enum(MAINTENANCE_STATUSES),
  createdAt: z.string(),
});
export type TenantMaintenanceSummary = z.infer<typeof TenantMaintenanceSummarySchema>;
export const TenantMaintenancePageSchema = pageOf(TenantMaintenanceSummarySchema);
export type TenantMaintenancePage = z.infer<typeof TenantMaintenancePageSchema>;
export const DEFAULT_TENANT_REQUESTS_PAGE_SIZE = 10;
export const TenantRequestsQuerySchema = z.object(pageQueryFields(DEFAULT_TENANT_REQUESTS_PAGE_SIZE));
export type TenantRequestsQuery = z.infer<typeof TenantRequestsQuerySchema>;

/** A request as its tenant sees it: no staff-only notes, no cost, no contractor, no assignee. */
export const TenantMaintenanceRequestSchema = TenantMaintenanceSummarySchema.extend({
  description: z.string(),
  appointmentAt: z.string().nullable(),
  updatedAt: z.string(),
  photos: z.array(MaintenancePhotoSchema),
  timeline: z.array(MaintenanceEventSchema),
});
export type TenantMaintenanceRequest = z.infer<typeof TenantMaintenanceRequestSchema>;

export const StaffMaintenanceSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  unit: z.string(),
  tenantName: z.string(),
  category: z.enum(MAINTENANCE_CATEGORIES),
  urgency: z.enum(MAINTENANCE_URGENCIES),
  status: z.enum(MAINTENANCE_STATUSES),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  responseClock: ResponseClockSchema.nullable(),
  /** When the tenant commented on it after it was done or closed, until staff reply, reopen or close it: new activity. */
  tenantFollowUpAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMaintenanceSummary = z.infer<typeof StaffMaintenanceSummarySchema>;
export const MaintenancePageSchema = keysetPageOf(StaffMaintenanceSummarySchema);
export type MaintenancePage = z.infer<typeof MaintenancePageSchema>;

export const StaffMaintenanceRequestSchema = StaffMaintenanceSummarySchema.extend({
  tenancyId: z.string(),
  tenantEmail: z.string(),
  tenantPhone: z.string(),
  description: z.string(),
  contractorName: z.string().nullable(),
  contractorPhone: z.string().nullable(),
  appointmentAt: z.string().nullable(),
  cost: z.number().nullable(),
  updatedAt: z.string(),
  photos: z.array(MaintenancePhotoSchema),
  /** Every change, staff-only notes included (their kind is `note`). */
  timeline: z.array(MaintenanceEventSchema),
});
export type StaffMaintenanceRequest = z.infer<typeof StaffMaintenanceRequestSchema>;

/** What the sidebar and the dashboard show. */
export const MaintenanceCountsSchema = z.object({ new: z.number().int(), overdue: z.number().int(), followUps: z.number().int() });
export type MaintenanceCounts = z.infer<typeof MaintenanceCountsSchema>;
