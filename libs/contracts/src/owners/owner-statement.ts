import { z } from 'zod';
import { pageOf, pageQueryFields } from '../common/pages';
import { MAINTENANCE_CATEGORIES } from '../tenancies/maintenance';

/** A statement's month, YYYY-MM (Singapore months). */
export const StatementMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Write the month as YYYY-MM');

/** One lease's rent in the month: the monthly rent, pro rata to the days of the month the lease covers. */
export const StatementRentLineSchema = z.object({
  leaseStart: z.string(),
  leaseEnd: z.string(),
  monthlyRent: z.number(),
  days: z.number().int(),
  rentDue: z.number(),
});
/** A repair finished in the month, with what it cost. */
export const StatementRepairLineSchema = z.object({ reference: z.string(), category: z.enum(MAINTENANCE_CATEGORIES), doneOn: z.string(), cost: z.number() });

/** A deposit refunded to a tenant of the unit in the month (issue 34): shown, not counted in the net. */
export const StatementDepositRefundSchema = z.object({
  refundedOn: z.string(),
  deposit: z.number(),
  deductions: z.number(),
  refund: z.number(),
  heldBy: z.string(),
});
export type StatementDepositRefund = z.infer<typeof StatementDepositRefundSchema>;

/** Whether an owner's management fee is a share of the rent received in the month (the default) or of the rent due. */
export const FEE_BASES = ['received', 'due'] as const;
export type FeeBasis = (typeof FEE_BASES)[number];
export const FEE_BASIS_LABELS: Record<FeeBasis, string> = { received: 'On rent received', due: 'On rent due' };

/**
 * The lines of the rule on rent received (issue 31). A statement stored before it lacks them: it was made on the rent
 * due, and is never rewritten.
 */
const rentReceivedLines = {
  /** Confirmed payments allocated to this unit's charges, dated in the month. */
  rentReceived: z.number().optional(),
  /** What is still unpaid at the month's end on rent that fell due by then. */
  arrearsCarriedForward: z.number().optional(),
  /** GST on the management fee, when the company is GST-registered; else 0. */
  gst: z.number().optional(),
};

export const StatementUnitSchema = z.object({
  unit: z.string(),
  managementFeePercent: z.number(),
  rent: z.array(StatementRentLineSchema),
  repairs: z.array(StatementRepairLineSchema),
  rentDue: z.number(),
  repairCosts: z.number(),
  managementFee: z.number(),
  net: z.number(),
  ...rentReceivedLines,
  /** Whether the fee was taken on rent received or on rent due (the owner's choice). */
  feeBasis: z.enum(FEE_BASES).optional(),
  /** The unit's tenant is behind at the month's end. */
  behind: z.boolean().optional(),
  /** The same in words, for the statement ("The tenant is behind: S$1,600.00 of rent is unpaid."), or null. */
  behindNote: z.string().nullable().optional(),
  /** Deposits refunded in the month, each with its deductions (absent on statements made before issue 34). */
  depositRefunds: z.array(StatementDepositRefundSchema).optional(),
});
export type StatementUnit = z.infer<typeof StatementUnitSchema>;

export const StatementTotalsSchema = z.object({
  rentDue: z.number(),
  repairCosts: z.number(),
  managementFee: z.number(),
  net: z.number(),
  ...rentReceivedLines,
});
export type StatementTotals = z.infer<typeof StatementTotalsSchema>;

/** The rule a statement was made by: on rent due (before issue 31, net = rent due − repairs − fee), or on rent received. */
export const STATEMENT_RULES = ['rent_due', 'rent_received'] as const;

/**
 * What a statement says, per unit and in total. On rent received: net = rent received − repair costs − fee − GST.
 * Without `rule` (stored before the rule changed): net = rent due − repair costs − management fee.
 */
export const StatementContentSchema = z.object({
  units: z.array(StatementUnitSchema),
  totals: StatementTotalsSchema,
  rule: z.enum(STATEMENT_RULES).optional(),
  /** The company's GST registration number printed on the statement when GST is charged, else null. */
  gstRegistration: z.string().nullable().optional(),
});
export type StatementContent = z.infer<typeof StatementContentSchema>;

/**
 * An owner's statement for a month: a stored one (made on the 1st of the next month, Singapore time, final), or the
 * current month so far (`id` and `generatedAt` null, not final).
 */
export const OwnerStatementSchema = StatementContentSchema.extend({
  id: z.string().nullable(),
  month: StatementMonthSchema,
  ownerName: z.string(),
  generatedAt: z.string().nullable(),
  final: z.boolean(),
});
export type OwnerStatement = z.infer<typeof OwnerStatementSchema>;

export const OwnerStatementSummarySchema = StatementTotalsSchema.extend({ id: z.string(), month: StatementMonthSchema, generatedAt: z.string() });
export type OwnerStatementSummary = z.infer<typeof OwnerStatementSummarySchema>;
export const OwnerStatementPageSchema = pageOf(OwnerStatementSummarySchema);
export type OwnerStatementPage = z.infer<typeof OwnerStatementPageSchema>;
export const DEFAULT_STATEMENT_PAGE_SIZE = 12;
export const StatementListQuerySchema = z.object(pageQueryFields(DEFAULT_STATEMENT_PAGE_SIZE));
export type StatementListQuery = z.infer<typeof StatementListQuerySchema>;

/** Payload of the statement and lease-reminder sweeps: `at` stands for now (tests, and a run for a day gone by). */
export const OwnerSweepJobSchema = z.object({ at: z.iso.datetime({ offset: true }).optional() });
export type OwnerSweepJob = z.infer<typeof OwnerSweepJobSchema>;

/** Staff are reminded this many days before a lease ends, each once per lease. */
export const LEASE_REMINDER_DAYS = [90, 60, 30] as const;
export type LeaseReminderDays = (typeof LEASE_REMINDER_DAYS)[number];

const SINGAPORE_OFFSET_MS = 8 * 3_600_000;

/** The Singapore month (YYYY-MM) an instant falls in. */
export function singaporeMonth(at: Date): string {
  return new Date(at.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 7);
}

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 2, 1)).toISOString().slice(0, 7);
}

/** The first and last day (YYYY-MM-DD) of a month, its length in days, and its bounds as instants (Singapore midnight). */
export function monthBounds(month: string): { firstDay: string; lastDay: string; days: number; startsAt: Date; endsAt: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return {
    firstDay: `${month}-01`,
    lastDay: `${month}-${String(days).padStart(2, '0')}`,
    days,
    startsAt: new Date(Date.UTC(year, monthNumber - 1, 1) - SINGAPORE_OFFSET_MS),
    endsAt: new Date(Date.UTC(year, monthNumber, 1) - SINGAPORE_OFFSET_MS),
  };
}

/** "November 2026". */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-SG', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/**
 * The reminder due for a lease ending in `daysLeft` days: the nearest step not yet passed (45 days left: the 60-day
 * one), or null outside 0–90 days. A step missed while no worker ran is not sent late once a nearer one is due.
 */
export function dueLeaseReminder(daysLeft: number): LeaseReminderDays | null {
  if (daysLeft < 0) return null;
  return [...LEASE_REMINDER_DAYS].reverse().find((days) => daysLeft <= days) ?? null;
}
