import { z } from 'zod';
import { requiredText, textInput } from '../common/text';
import { RealDaySchema } from '../common/days';
import { MaintenancePhotoSchema } from '../tenancies/maintenance';

export const CONDITION_REPORT_MESSAGES = {
  notFound: 'Condition report not found',
  itemNotFound: 'Item not found',
  tenancyNotFound: 'Tenancy not found',
  frozen: 'This report was acknowledged by the tenant and can no longer be changed',
  alreadyExists: 'This tenancy already has a report of this kind',
  noMoveIn: 'Make and share the move-in report before the move-out report',
  unchecked: 'Give every item a condition before sharing the report',
  notShared: 'This report is not shared with the tenant yet',
  commentsClosed: 'The time to comment on this report has passed',
  pairedItem: 'An item of the move-in report cannot be removed from the move-out report',
  changedSinceShown: 'The report changed since you opened it. Read it again, then acknowledge.',
  mustAgree: 'Tick the box to acknowledge the report',
} as const;

export const CONDITION_REPORT_KINDS = ['move_in', 'move_out'] as const;
export type ConditionReportKind = (typeof CONDITION_REPORT_KINDS)[number];
export const CONDITION_REPORT_KIND_LABELS: Record<ConditionReportKind, string> = { move_in: 'Move-in', move_out: 'Move-out' };

export const ITEM_CONDITIONS = ['good', 'fair', 'damaged', 'not_applicable'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];
export const ITEM_CONDITION_LABELS: Record<ItemCondition, string> = { good: 'Good', fair: 'Fair', damaged: 'Damaged', not_applicable: 'Not applicable' };

/** How worn an item is, for the move-out comparison; not applicable is never compared. */
const CONDITION_RANK: Record<Exclude<ItemCondition, 'not_applicable'>, number> = { good: 0, fair: 1, damaged: 2 };

/** Whether an item is worse at move-out than at move-in (good → fair or damaged, fair → damaged). */
export function isWorse(moveIn: ItemCondition | null, moveOut: ItemCondition | null): boolean {
  if (!moveIn || !moveOut || moveIn === 'not_applicable' || moveOut === 'not_applicable') return false;
  return CONDITION_RANK[moveOut] > CONDITION_RANK[moveIn];
}

/** Draft (staff still filling it), shared (the tenant may comment until `commentsCloseAt`), acknowledged (frozen). */
export const CONDITION_REPORT_STATUSES = ['draft', 'shared', 'acknowledged'] as const;
export type ConditionReportStatus = (typeof CONDITION_REPORT_STATUSES)[number];

/** The days a tenant has to comment and acknowledge, unless staff choose otherwise when sharing. */
export const DEFAULT_COMMENT_DAYS = 7;

export const MAX_REPORT_ITEMS = 200;
export const MAX_ITEM_PHOTOS = 6;

const count = z.number({ error: 'Write a whole number' }).int('Write a whole number').min(0, 'A count cannot be negative').max(999, 'At most 999');
const reading = z.number({ error: 'Write the reading as a number' }).min(0, 'A reading cannot be negative').max(1e9, 'That reading is too large');

export const InventorySchema = z.object({ airconUnits: count.nullable(), keys: count.nullable(), accessCards: count.nullable() });
export type Inventory = z.infer<typeof InventorySchema>;
export const MeterReadingsSchema = z.object({ electricity: reading.nullable(), water: reading.nullable(), gas: reading.nullable() });
export type MeterReadings = z.infer<typeof MeterReadingsSchema>;

export const EMPTY_INVENTORY: Inventory = { airconUnits: null, keys: null, accessCards: null };
export const EMPTY_METERS: MeterReadings = { electricity: null, water: null, gas: null };

export const ConditionItemInputSchema = z.object({
  /** An item already saved; none for a new one. */
  id: z.uuid().optional(),
  room: requiredText('Name the room').max(60, 'A room is at most 60 characters'),
  name: requiredText('Name the item').max(80, 'An item is at most 80 characters'),
  condition: z.enum(ITEM_CONDITIONS, { error: 'Choose a condition' }).nullable(),
  note: textInput().trim().max(1000, 'A note is at most 1,000 characters').default(''),
});
export type ConditionItemInput = z.infer<typeof ConditionItemInputSchema>;

/** Body of PUT …/condition-reports/:id: the whole draft as staff see it (items in order; an item left out is removed). */
export const SaveConditionReportSchema = z.object({
  handoverOn: RealDaySchema.nullable(),
  inventory: InventorySchema,
  meters: MeterReadingsSchema,
  items: z.array(ConditionItemInputSchema).max(MAX_REPORT_ITEMS, `A report has at most ${MAX_REPORT_ITEMS} items`),
});
export type SaveConditionReportInput = z.infer<typeof SaveConditionReportSchema>;

export const CreateConditionReportSchema = z.object({ kind: z.enum(CONDITION_REPORT_KINDS, { error: 'Choose move-in or move-out' }) });
export type CreateConditionReportInput = z.infer<typeof CreateConditionReportSchema>;

export const ShareConditionReportSchema = z.object({
  commentDays: z.number().int().min(1, 'At least 1 day').max(30, 'At most 30 days').default(DEFAULT_COMMENT_DAYS),
});
export type ShareConditionReportInput = z.input<typeof ShareConditionReportSchema>;

export const ItemCommentSchema = z.object({ comment: textInput().trim().max(1000, 'A comment is at most 1,000 characters') });
export type ItemCommentInput = z.infer<typeof ItemCommentSchema>;

/** The tenant's acknowledgement: their typed name, the tick, and the hash of the report they read (refused if it changed since). */
export const AcknowledgeSchema = z.object({
  name: textInput({ error: 'Type your full name' }).trim().min(2, 'Type your full name').max(120, 'A name is at most 120 characters'),
  agreed: z.literal(true, { error: CONDITION_REPORT_MESSAGES.mustAgree }),
  renderedSha256: z.string().regex(/^[0-9a-f]{64}$/, 'The report’s fingerprint is missing'),
});
export type AcknowledgeInput = z.infer<typeof AcknowledgeSchema>;

export const ConditionPhotoSchema = MaintenancePhotoSchema.omit({ stage: true });
export type ConditionPhoto = z.infer<typeof ConditionPhotoSchema>;

export const ConditionItemSchema = z.object({
  id: z.string(),
  room: z.string(),
  name: z.string(),
  condition: z.enum(ITEM_CONDITIONS).nullable(),
  note: z.string(),
  tenantComment: z.string(),
  photos: z.array(ConditionPhotoSchema),
  /** On a move-out report: the move-in item it is checked against (null for an item new at move-out). */
  moveIn: z.object({ id: z.string(), condition: z.enum(ITEM_CONDITIONS).nullable(), note: z.string(), photos: z.array(ConditionPhotoSchema) }).nullable(),
  /** Worse than at move-in. */
  worse: z.boolean(),
});
export type ConditionItem = z.infer<typeof ConditionItemSchema>;

/**
 * Whether the report as it now renders still has the SHA-256 the tenant acknowledged: `verified`, `mismatch` (a row
 * changed after the acknowledgement), or `not_acknowledged`.
 */
export const REPORT_INTEGRITIES = ['verified', 'mismatch', 'not_acknowledged'] as const;
export type ReportIntegrity = (typeof REPORT_INTEGRITIES)[number];

export const AcknowledgementSchema = z.object({ name: z.string(), at: z.string(), clientAddress: z.string(), sha256: z.string() });

export const ConditionReportSchema = z.object({
  id: z.string(),
  tenancyId: z.string(),
  unit: z.string(),
  tenantName: z.string(),
  kind: z.enum(CONDITION_REPORT_KINDS),
  status: z.enum(CONDITION_REPORT_STATUSES),
  handoverOn: z.string().nullable(),
  inventory: InventorySchema,
  meters: MeterReadingsSchema,
  /** The move-in report's counts and readings, beside a move-out report's. */
  moveInInventory: InventorySchema.nullable(),
  moveInMeters: MeterReadingsSchema.nullable(),
  items: z.array(ConditionItemSchema),
  sharedAt: z.string().nullable(),
  commentsCloseAt: z.string().nullable(),
  /** The tenant may still comment and acknowledge. */
  open: z.boolean(),
  acknowledgement: AcknowledgementSchema.nullable(),
  /** SHA-256 (hex) of the report as it renders now (`renderConditionReport`). */
  renderedSha256: z.string(),
  integrity: z.enum(REPORT_INTEGRITIES),
  updatedAt: z.string(),
});
export type ConditionReport = z.infer<typeof ConditionReportSchema>;

export const ConditionReportSummarySchema = ConditionReportSchema.pick({
  id: true,
  tenancyId: true,
  unit: true,
  kind: true,
  status: true,
  handoverOn: true,
  commentsCloseAt: true,
  open: true,
  integrity: true,
});
export type ConditionReportSummary = z.infer<typeof ConditionReportSummarySchema>;
export const ConditionReportListSchema = z.object({ items: z.array(ConditionReportSummarySchema) });
export type ConditionReportList = z.infer<typeof ConditionReportListSchema>;
