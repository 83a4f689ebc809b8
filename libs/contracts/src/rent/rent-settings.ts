import { z } from 'zod';
import { atMostTwoDecimals } from '../common/decimals';
import { requiredText, textInput } from '../common/text';
import { FEE_BASES } from '../owners/owner-statement';

/**
 * Who receives a unit's rent through PayNow: the company (its UEN and registered name, from the settings), or the
 * owner's own PayNow UEN or mobile number. Which one is the company's decision, taken with its advisers.
 */
export const PAYEE_KINDS = ['company', 'owner_uen', 'owner_mobile'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];
export const PAYEE_KIND_LABELS: Record<PayeeKind, string> = {
  company: 'The company (its UEN)',
  owner_uen: 'The owner’s PayNow UEN',
  owner_mobile: 'The owner’s PayNow mobile number',
};

/** A Singapore UEN: 9 or 10 letters and digits (53312345K, 201912345A, T08LL1234A). */
export const UenSchema = textInput({ error: 'Write the UEN' })
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{9,10}$/, 'A UEN is 9 or 10 letters and digits');

/** A PayNow mobile number: +65 and 8 digits starting with 8 or 9 (spaces allowed when written). */
export const PayNowMobileSchema = textInput({ error: 'Write the mobile number' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\+65[89]\d{7}$/, 'Write a Singapore mobile number as +65 and 8 digits'));

/** The name PayNow shows the payer (field 59 of the QR): at most 25 characters. */
export const PayeeNameSchema = requiredText('Write the name PayNow shows')
  .max(25, 'PayNow shows at most 25 characters')
  .regex(/^[\x20-\x7e]+$/, 'Use letters, digits and plain punctuation only: PayNow shows no other characters');

/** Body of PUT /api/admin/rent/units/:unitId/payee. */
export const UnitPayeeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('company') }),
    z.object({ kind: z.literal('owner_uen'), uen: UenSchema, name: PayeeNameSchema }),
    z.object({ kind: z.literal('owner_mobile'), mobile: PayNowMobileSchema, name: PayeeNameSchema }),
  ],
  { error: 'Choose who receives the rent' },
);
export type UnitPayeeInput = z.infer<typeof UnitPayeeSchema>;
export type UnitPayeeFormInput = z.input<typeof UnitPayeeSchema>;

/** The payee as PayNow will show it: proxy type and value, and the name the payer's bank app displays. */
export const PayeeSchema = z.object({
  kind: z.enum(PAYEE_KINDS),
  proxyType: z.enum(['uen', 'mobile']),
  proxyValue: z.string(),
  name: z.string(),
});
export type Payee = z.infer<typeof PayeeSchema>;

/** Body of PUT /api/admin/rent/owners/:id/settings. */
export const OwnerRentSettingsInputSchema = z.object({ feeBasis: z.enum(FEE_BASES, { error: 'Choose what the fee is charged on' }) });
export type OwnerRentSettingsInput = z.infer<typeof OwnerRentSettingsInputSchema>;

/** GET /api/admin/rent/owners/:id/settings: the fee basis, and each unit's payee. */
export const OwnerRentSettingsSchema = z.object({
  ownerId: z.string(),
  feeBasis: z.enum(FEE_BASES),
  units: z.array(z.object({ id: z.string(), unit: z.string(), managementFeePercent: z.number(), payee: PayeeSchema })),
});
export type OwnerRentSettings = z.infer<typeof OwnerRentSettingsSchema>;

/** Late interest is off unless set: a yearly rate in percent (two decimals at most) after some days of grace. */
export const LateInterestSchema = z.object({
  annualRatePercent: atMostTwoDecimals(
    z.number({ error: 'Write the yearly rate in percent' }).gt(0, 'A rate is more than 0%').max(36, 'A rate is at most 36% a year'),
  ),
  graceDays: z.number({ error: 'Write the days of grace' }).int('Write whole days').min(0).max(60, 'At most 60 days of grace'),
});
export type LateInterest = z.infer<typeof LateInterestSchema>;

/** Body of PUT /api/admin/rent/tenancies/:id/settings: null due day = the lease start's day of month (31 clamps to the month's end). */
export const TenancyRentSettingsInputSchema = z.object({
  dueDay: z.number({ error: 'Choose a day of the month' }).int().min(1, 'Choose a day from 1 to 31').max(31, 'Choose a day from 1 to 31').nullable(),
  lateInterest: LateInterestSchema.nullable(),
});
export type TenancyRentSettingsInput = z.infer<typeof TenancyRentSettingsInputSchema>;

/** GET /api/admin/rent/tenancies/:id/settings: the settings and the due day in effect. */
export const TenancyRentSettingsSchema = TenancyRentSettingsInputSchema.extend({
  tenancyId: z.string(),
  effectiveDueDay: z.number().int(),
  /** The tenancy's short code in its charges' references (HL + code + YYYYMM). */
  code: z.string(),
  payee: PayeeSchema,
});
export type TenancyRentSettings = z.infer<typeof TenancyRentSettingsSchema>;
