import { z } from 'zod';
import { textInput } from '../common/text';
import { RealDaySchema } from '../common/days';
import { PositiveCentsSchema } from '../rent/rent';
import { ConditionPhotoSchema, ITEM_CONDITIONS } from './condition-reports';

export const DEPOSIT_MESSAGES = {
  notFound: 'This tenancy has no deposit recorded',
  deductionNotFound: 'Deduction not found',
  overDeposit: 'The deductions would come to more than the deposit',
  belowDeductions: 'The deposit cannot be less than the deductions already listed',
  disposed: 'The deposit was already refunded: its deductions can no longer change',
  evidence: 'Link the deduction to an item of the move-out report or to a repair request',
  itemNotFound: 'That item is not on this tenancy’s move-out report',
  repairNotFound: 'That repair request is not of this tenancy',
  noHandback: 'Record the handback date before refunding the deposit',
} as const;

/** Who holds the deposit during the lease: the company (as agent) or the owner. */
export const DEPOSIT_HOLDERS = ['company', 'owner'] as const;
export type DepositHolder = (typeof DEPOSIT_HOLDERS)[number];
export const DEPOSIT_HOLDER_LABELS: Record<DepositHolder, string> = { company: 'The company', owner: 'The owner' };

/** The refund is due this many days after the handback unless staff set another deadline. */
export const DEFAULT_REFUND_DAYS = 14;
/** Staff are reminded this many days before the refund deadline, once. */
export const REFUND_REMINDER_DAYS_BEFORE = 3;

/** Body of PUT /api/admin/rent/tenancies/:id/deposit. */
export const SaveDepositSchema = z.object({
  amountCents: PositiveCentsSchema,
  holder: z.enum(DEPOSIT_HOLDERS, { error: 'Choose who holds the deposit' }),
  receivedOn: RealDaySchema,
  handbackOn: RealDaySchema.nullable().default(null),
  /** Null: 14 days after the handback. */
  refundDeadlineOn: RealDaySchema.nullable().default(null),
});
export type SaveDepositInput = z.infer<typeof SaveDepositSchema>;
export type SaveDepositFormInput = z.input<typeof SaveDepositSchema>;

/** A deduction with its evidence: exactly one of an item of the move-out report or a repair request. */
export const AddDeductionSchema = z
  .object({
    amountCents: PositiveCentsSchema,
    reason: textInput({ error: 'Say what the deduction is for' }).trim().min(3, 'Say what the deduction is for').max(300, 'A reason is at most 300 characters'),
    conditionItemId: z.uuid().nullable().default(null),
    maintenanceRequestId: z.uuid().nullable().default(null),
  })
  .refine((input) => (input.conditionItemId === null) !== (input.maintenanceRequestId === null), {
    message: DEPOSIT_MESSAGES.evidence,
    path: ['conditionItemId'],
  });
export type AddDeductionInput = z.infer<typeof AddDeductionSchema>;

export const RefundDepositSchema = z.object({ refundedOn: RealDaySchema });
export type RefundDepositInput = z.infer<typeof RefundDepositSchema>;

export const DeductionEvidenceSchema = z.object({
  /** "Living room: Sofa" or "MR-1001 (Plumbing repair)". */
  label: z.string(),
  conditionItemId: z.string().nullable(),
  maintenanceRequestId: z.string().nullable(),
  /** The Singapore day the repair request was made; null for a move-out item. */
  repairReportedOn: z.string().nullable(),
  moveInCondition: z.enum(ITEM_CONDITIONS).nullable(),
  moveOutCondition: z.enum(ITEM_CONDITIONS).nullable(),
  /** The item's note at move-out, or the repair request's description. */
  note: z.string(),
  /** The item's photos at move-out, and its pair's at move-in. */
  photos: z.array(ConditionPhotoSchema),
  moveInPhotos: z.array(ConditionPhotoSchema),
});

export const DeductionSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  evidence: DeductionEvidenceSchema,
  createdAt: z.string(),
});
export type Deduction = z.infer<typeof DeductionSchema>;

/** The deposit moved from a tenancy to the renewal its tenant accepted, with the rents either side. */
export const DepositCarryOverSchema = z.object({
  fromTenancyId: z.string(),
  fromLeaseStart: z.string(),
  fromLeaseEnd: z.string(),
  carriedAt: z.string(),
  amountCents: z.number().int(),
  fromMonthlyRentCents: z.number().int(),
  toMonthlyRentCents: z.number().int(),
  /** The deposit the new rent asks for (the same months of rent); null when the rent did not change. */
  requiredCents: z.number().int().nullable(),
});
export type DepositCarryOver = z.infer<typeof DepositCarryOverSchema>;

/**
 * The deposit a renewal's rent asks for: the same number of months of rent as the deposit held, to the cent. Null when
 * the rent is unchanged (nothing to top up or refund).
 */
export function depositRequiredAfter(amountCents: number, fromMonthlyRentCents: number, toMonthlyRentCents: number): number | null {
  if (fromMonthlyRentCents === toMonthlyRentCents) return null;
  return Math.round((amountCents * toMonthlyRentCents) / fromMonthlyRentCents);
}

export const DepositSchema = z.object({
  tenancyId: z.string(),
  unit: z.string(),
  tenantName: z.string(),
  amountCents: z.number().int(),
  holder: z.enum(DEPOSIT_HOLDERS),
  receivedOn: z.string(),
  handbackOn: z.string().nullable(),
  refundDeadlineOn: z.string().nullable(),
  deductions: z.array(DeductionSchema),
  deductedCents: z.number().int(),
  refundCents: z.number().int(),
  refundedOn: z.string().nullable(),
  /** Oldest first: the tenancies the deposit was held for before this one. */
  carryOvers: z.array(DepositCarryOverSchema),
});
export type Deposit = z.infer<typeof DepositSchema>;

/** GET …/deposit: the tenancy's deposit, or null before staff record one. */
export const TenancyDepositSchema = z.object({ deposit: DepositSchema.nullable() });
export type TenancyDeposit = z.infer<typeof TenancyDepositSchema>;
