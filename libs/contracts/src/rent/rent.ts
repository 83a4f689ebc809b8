import { z } from 'zod';
import { pageOf, pageQueryFields, searchablePageQuery } from '../common/pages';
import { RealDaySchema } from '../common/days';
import { textInput } from '../common/text';
import { MaintenancePhotoSchema } from '../tenancies/maintenance';
import { PAYNOW_REFERENCE_MAX_LENGTH } from './paynow-qr';

/** Money in this area is integer cents, in every payload and every column. */
export const CentsSchema = z.number().int();

export const RENT_MESSAGES = {
  tenancyNotFound: 'Tenancy not found',
  chargeNotFound: 'Charge not found',
  paymentNotFound: 'Payment not found',
  screenshotNotFound: 'Screenshot not found',
  unitNotFound: 'Unit not found',
  ownerNotFound: 'Owner not found',
  notPending: 'This payment was already confirmed or rejected',
  screenshotTaken: 'This payment already has a screenshot',
  paidInFuture: 'A payment cannot be dated in the future',
  amount: 'Write an amount in Singapore dollars, more than S$0',
  reason: 'Say why, in a few words',
} as const;

/** What a charge is for: the month's rent (made by the sweep), a one-off (utilities, a recharged repair), or late interest. */
export const CHARGE_KINDS = ['rent', 'one_off', 'late_interest'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export const CHARGE_KIND_LABELS: Record<ChargeKind, string> = { rent: 'Rent', one_off: 'One-off charge', late_interest: 'Late interest' };

export const PAYMENT_METHODS = ['paynow', 'giro', 'fast', 'cheque', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { paynow: 'PayNow', giro: 'GIRO', fast: 'FAST', cheque: 'Cheque', cash: 'Cash' };

/** A tenant's "I've paid" waits as pending until staff confirm it (then it is allocated) or reject it; staff's are confirmed. */
export const PAYMENT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { pending: 'Waiting for confirmation', confirmed: 'Confirmed', rejected: 'Rejected' };

/** Where a credit came from: staff gave it (with a reason), or a payment was more than what was open. */
export const CREDIT_SOURCES = ['manual', 'overpayment'] as const;
export type CreditSource = (typeof CREDIT_SOURCES)[number];

/** An amount given in cents: more than zero, at most S$10,000,000. */
export const PositiveCentsSchema = z
  .number({ error: RENT_MESSAGES.amount })
  .int('Write the amount in whole cents')
  .min(1, RENT_MESSAGES.amount)
  .max(1_000_000_000, 'An amount is at most S$10,000,000');

/** Why staff changed the ledger: kept in the audit log and shown on the ledger. */
export const LedgerReasonSchema = textInput({ error: RENT_MESSAGES.reason }).trim().min(3, RENT_MESSAGES.reason).max(300, 'A reason is at most 300 characters');

/** A payment's reference as the bank or the tenant wrote it (a charge's own reference is at most 25 characters). */
export const PaymentReferenceSchema = textInput().trim().max(35, 'A reference is at most 35 characters');

/** Body of POST /api/admin/rent/tenancies/:id/payments: a payment staff received; allocated to the oldest open charge first. */
export const RecordPaymentSchema = z.object({
  amountCents: PositiveCentsSchema,
  paidOn: RealDaySchema,
  method: z.enum(PAYMENT_METHODS, { error: 'Choose how it was paid' }),
  reference: PaymentReferenceSchema.default(''),
});
export type RecordPaymentInput = z.infer<typeof RecordPaymentSchema>;
export type RecordPaymentFormInput = z.input<typeof RecordPaymentSchema>;

/** Body of POST /api/admin/rent/tenancies/:id/charges: a one-off charge (utilities, a recharged repair). */
export const AddChargeSchema = z.object({
  amountCents: PositiveCentsSchema,
  dueOn: RealDaySchema,
  description: textInput({ error: 'Say what the charge is for' })
    .trim()
    .min(3, 'Say what the charge is for')
    .max(120, 'A description is at most 120 characters'),
  reason: LedgerReasonSchema,
});
export type AddChargeInput = z.infer<typeof AddChargeSchema>;

/** Body of POST /api/admin/rent/tenancies/:id/credits: a credit, applied to the oldest open charge first. */
export const AddCreditSchema = z.object({ amountCents: PositiveCentsSchema, reason: LedgerReasonSchema });
export type AddCreditInput = z.infer<typeof AddCreditSchema>;

/** Body of POST /api/admin/rent/payments/:id/reject: the tenant sees the reason. */
export const RejectPaymentSchema = z.object({ reason: LedgerReasonSchema });
export type RejectPaymentInput = z.infer<typeof RejectPaymentSchema>;

/** Body of POST /api/portal/rent/tenancies/:id/payments: the tenant's "I've paid" (a screenshot may follow). */
export const ClaimPaymentSchema = z.object({
  amountCents: PositiveCentsSchema,
  paidOn: RealDaySchema,
  method: z.enum(PAYMENT_METHODS, { error: 'Choose how you paid' }).default('paynow'),
  /** The charge the tenant paid from the portal, if any (the payment is still allocated oldest first). */
  chargeId: z.uuid().nullable().default(null),
  reference: PaymentReferenceSchema.default(''),
});
export type ClaimPaymentInput = z.infer<typeof ClaimPaymentSchema>;
export type ClaimPaymentFormInput = z.input<typeof ClaimPaymentSchema>;

export const ChargeSchema = z.object({
  id: z.string(),
  kind: z.enum(CHARGE_KINDS),
  /** ≤ 25 characters, unique, what the tenant writes in the transfer (rent: HL + tenancy code + YYYYMM). */
  reference: z.string().max(PAYNOW_REFERENCE_MAX_LENGTH),
  /** The month a rent or late-interest charge is for (YYYY-MM); null for a one-off. */
  period: z.string().nullable(),
  description: z.string(),
  dueOn: z.string(),
  amountCents: CentsSchema,
  /** What is still to pay after allocations; 0 once paid. */
  openCents: CentsSchema,
  createdAt: z.string(),
});
export type Charge = z.infer<typeof ChargeSchema>;

/** A payment screenshot: a photo of the repair-photo pipeline (stripped variants, served only to its tenant and to money staff). */
export const PaymentScreenshotSchema = MaintenancePhotoSchema.omit({ stage: true });
export type PaymentScreenshot = z.infer<typeof PaymentScreenshotSchema>;

export const PaymentSchema = z.object({
  id: z.string(),
  tenancyId: z.string(),
  amountCents: CentsSchema,
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** Who recorded it: staff, or the tenant's "I've paid". */
  recordedBy: z.enum(['staff', 'tenant']),
  /** The charge the tenant said they paid, if any. */
  chargeId: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  screenshot: PaymentScreenshotSchema.nullable(),
  /** When staff confirmed or rejected it. */
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const CreditSchema = z.object({
  id: z.string(),
  amountCents: CentsSchema,
  /** Not yet applied to a charge (waits for the next one). */
  unappliedCents: CentsSchema,
  source: z.enum(CREDIT_SOURCES),
  reason: z.string(),
  createdAt: z.string(),
});
export type Credit = z.infer<typeof CreditSchema>;

/**
 * One line of a tenancy's ledger. `id` is `type:uuid` (unique over the three kinds); `on` is its day (a charge's due
 * day, a payment's date, a credit's day).
 */
const entryFields = { id: z.string(), on: z.string() };
export const LedgerEntrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('charge'), ...entryFields, charge: ChargeSchema }),
  z.object({ type: z.literal('payment'), ...entryFields, payment: PaymentSchema }),
  z.object({ type: z.literal('credit'), ...entryFields, credit: CreditSchema }),
]);
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const DEFAULT_LEDGER_PAGE_SIZE = 20;
/** Query of a ledger: newest first (by day, then by when it was recorded). */
export const LedgerQuerySchema = z.object(pageQueryFields(DEFAULT_LEDGER_PAGE_SIZE));
export type LedgerQuery = z.infer<typeof LedgerQuerySchema>;
export type LedgerQueryInput = z.input<typeof LedgerQuerySchema>;
export const LedgerPageSchema = pageOf(LedgerEntrySchema);
export type LedgerPage = z.infer<typeof LedgerPageSchema>;

/**
 * Where a tenancy's rent stands. balance = charges − confirmed payments − manual credits: above zero the tenant owes,
 * below zero they are in credit. overdue: what is open on charges whose due day has passed (Singapore days).
 */
export const RentBalanceSchema = z.object({
  tenancyId: z.string(),
  unit: z.string(),
  tenantName: z.string(),
  balanceCents: CentsSchema,
  openCents: CentsSchema,
  overdueCents: CentsSchema,
  /** Credit not yet applied to a charge. */
  creditCents: CentsSchema,
  /** "I've paid" claims waiting for staff. */
  pendingCents: CentsSchema,
  /** The oldest open charge's due day, or null. */
  oldestOpenDueOn: z.string().nullable(),
});
export type RentBalance = z.infer<typeof RentBalanceSchema>;

export const DEFAULT_RENT_ACCOUNTS_PAGE_SIZE = 25;
/** Query of GET /api/admin/rent/accounts: tenancies with their balances, newest tenancy first; `overdue` keeps those behind. */
export const RentAccountsQuerySchema = searchablePageQuery({ overdue: z.enum(['true', 'false']).optional() }, DEFAULT_RENT_ACCOUNTS_PAGE_SIZE);
export type RentAccountsQuery = z.infer<typeof RentAccountsQuerySchema>;
export type RentAccountsQueryInput = z.input<typeof RentAccountsQuerySchema>;
export const RentAccountSchema = RentBalanceSchema.extend({ id: z.string(), leaseStart: z.string(), leaseEnd: z.string(), monthlyRentCents: CentsSchema });
export type RentAccount = z.infer<typeof RentAccountSchema>;
export const RentAccountPageSchema = pageOf(RentAccountSchema);
export type RentAccountPage = z.infer<typeof RentAccountPageSchema>;

/** Answer of recording or confirming a payment: the payment, what it paid (charge and amount), any credit it left, and the balance after. */
export const PaymentResultSchema = z.object({
  payment: PaymentSchema,
  allocations: z.array(z.object({ chargeId: z.string(), reference: z.string(), amountCents: CentsSchema })),
  credit: CreditSchema.nullable(),
  balance: RentBalanceSchema,
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/** A pending "I've paid" in staff's queue, with its tenancy in words (oldest first: the longest waiting). */
export const PendingPaymentSchema = PaymentSchema.extend({ unit: z.string(), tenantName: z.string(), chargeReference: z.string().nullable() });
export type PendingPayment = z.infer<typeof PendingPaymentSchema>;
export const DEFAULT_PENDING_PAYMENTS_PAGE_SIZE = 25;
export const PendingPaymentsQuerySchema = z.object(pageQueryFields(DEFAULT_PENDING_PAYMENTS_PAGE_SIZE));
export type PendingPaymentsQuery = z.infer<typeof PendingPaymentsQuerySchema>;
export const PendingPaymentPageSchema = pageOf(PendingPaymentSchema);
export type PendingPaymentPage = z.infer<typeof PendingPaymentPageSchema>;

/** GET /api/admin/rent/overdue: the dashboard card (what is open past its due day, over all tenancies). */
export const OverdueTotalSchema = z.object({ overdueCents: CentsSchema, tenancies: z.number().int(), pendingPayments: z.number().int() });
export type OverdueTotal = z.infer<typeof OverdueTotalSchema>;
