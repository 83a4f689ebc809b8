import { z } from 'zod';
import { textInput } from '../common/text';
import { IsoDaySchema } from '../common/days';
import { MoneySchema } from './form-fields';
import { LETTING_KINDS, PROPERTY_KINDS, TENANT_RESIDENCIES } from './lease-rules';

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `Write the ${label} as a whole number` })
    .int(`Write the ${label} as a whole number`)
    .min(min, `The ${label} is at least ${min}`)
    .max(max, `The ${label} is at most ${max}`);

/**
 * A tenancy's fields for Singapore's lease rules, the stamp duty, stamping and the diplomatic clause: optional, so a
 * tenancy saved before them keeps its meaning (no rule is checked on what is not given).
 */
export const leaseTermFields = {
  propertyKind: z.enum(PROPERTY_KINDS, { error: 'Choose HDB flat or private residential' }).nullable().default(null),
  letting: z.enum(LETTING_KINDS, { error: 'Choose whole unit or rooms' }).default('whole_unit'),
  hdbRooms: whole('number of rooms', 1, 5).nullable().default(null),
  floorAreaSqm: whole('floor area', 10, 5_000).nullable().default(null),
  tenantResidency: z.enum(TENANT_RESIDENCIES, { error: 'Choose the tenant’s residency' }).nullable().default(null),
  occupants: whole('number of occupants', 1, 30).nullable().default(null),
  marketMonthlyRent: MoneySchema.nullable().default(null),
  monthlyCharges: MoneySchema.default(0),
  /** The monthly rent of the second lease year on (a staggered rent). */
  laterYearRents: z.array(MoneySchema).max(9, 'At most 10 lease years of rent').default([]),
  signedOn: IsoDaySchema.nullable().default(null),
  signedAbroad: z.boolean().default(false),
  receivedInSingaporeOn: IsoDaySchema.nullable().default(null),
  stampCertificateRef: textInput().trim().max(40, 'A certificate reference is at most 40 characters').nullable().default(null),
  stampedOn: IsoDaySchema.nullable().default(null),
  diplomaticClauseFrom: IsoDaySchema.nullable().default(null),
  diplomaticNoticeMonths: whole('notice in months', 1, 6).nullable().default(null),
  /** Staff saw the lease-rule warnings of the last answer and save anyway. */
  confirmWarnings: z.boolean().default(false),
};

/** What the API adds to a tenancy: the lease terms as stored, and the stamp duty and stamping worked out from them. */
export const LeaseTermsViewSchema = z.object({
  propertyKind: z.enum(PROPERTY_KINDS).nullable(),
  letting: z.enum(LETTING_KINDS),
  hdbRooms: z.number().nullable(),
  floorAreaSqm: z.number().nullable(),
  tenantResidency: z.enum(TENANT_RESIDENCIES).nullable(),
  occupants: z.number().nullable(),
  marketMonthlyRent: z.number().nullable(),
  monthlyCharges: z.number(),
  laterYearRents: z.array(z.number()),
  signedOn: z.string().nullable(),
  signedAbroad: z.boolean(),
  receivedInSingaporeOn: z.string().nullable(),
  stampCertificateRef: z.string().nullable(),
  stampedOn: z.string().nullable(),
  diplomaticClauseFrom: z.string().nullable(),
  diplomaticNoticeMonths: z.number().nullable(),
  previousTenancyId: z.string().nullable(),
  stamping: z.object({
    /** S$, whole dollars. */
    duty: z.number(),
    basis: z.enum(['exempt', 'total_rent', 'four_years_average']),
    /** The last day to stamp; null until signed (or, signed abroad, until received in Singapore). */
    deadline: z.string().nullable(),
    /** The IRAS penalty if stamped today, or on the day it was stamped; 0 when on time. */
    latePenalty: z.number(),
  }),
});
export type LeaseTermsView = z.infer<typeof LeaseTermsViewSchema>;

export const LEASE_TERM_MESSAGES = {
  receivedRequired: 'Write the day an agreement signed abroad reached Singapore',
  receivedBeforeSigning: 'An agreement reaches Singapore on or after the day it was signed',
  warningsToConfirm: 'Please confirm the lease-rule warnings to save this tenancy',
} as const;
