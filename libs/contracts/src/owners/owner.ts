import { z } from 'zod';
import { SuccessMessageSchema } from '../common/success-message';
import { pageOf, searchablePageQuery } from '../common/pages';
import { SingaporePhoneSchema } from '../common/cea';
import { atMostTwoDecimals } from '../common/decimals';
import { requiredText, textInput } from '../common/text';
import { EmailAddressSchema } from '../common/email-address';
import { baseVersionField, recordVersionField } from '../common/base-version';
import { UNIT_FIELDS } from '../tenancies/tenancy';

export const OWNER_MESSAGES = {
  notFound: 'Owner not found',
  statementNotFound: 'Statement not found',
  unitRequired: 'Choose a listing or write the address of the unit',
  unitsRequired: 'Link the owner to at least one unit',
  duplicateUnit: 'The same unit is listed twice',
  unitTaken: 'One of these units already has another owner',
  emailTaken: 'This e-mail already belongs to another account: use the owner’s own address',
  listingNotFound: 'That listing does not exist',
  stale: 'Someone else saved this owner after you opened it: reload to see their changes',
} as const;

/** An owner links at most this many units (a larger portfolio is several owners' worth of statements anyway). */
export const MAX_OWNER_UNITS = 50;

/** The management fee in percent of the rent due, with at most two decimals (8.5 means 8.5%). */
export const ManagementFeePercentSchema = atMostTwoDecimals(
  z.number({ error: 'Write the management fee in percent' }).min(0, 'A fee cannot be negative').max(100, 'A fee is at most 100%'),
);

/** A unit as staff link it: a listing of the site, or a free address (matched to tenancies by either, like a tenancy's unit). */
export const OwnerUnitInputSchema = z
  .object({
    listingId: z.uuid({ error: 'Choose a listing' }).nullable().default(null),
    address: textInput().trim().max(300, 'An address is at most 300 characters').nullable().default(null),
    managementFeePercent: ManagementFeePercentSchema,
  })
  .refine((unit) => unit.listingId !== null || Boolean(unit.address), { path: ['address'], message: OWNER_MESSAGES.unitRequired });
export type OwnerUnitInput = z.infer<typeof OwnerUnitInputSchema>;

/** The key a unit is told apart by: its listing, or its address in lower case. */
export const unitKey = (unit: { listingId: string | null; address: string | null }): string =>
  unit.listingId ? `listing:${unit.listingId}` : `address:${(unit.address ?? '').toLowerCase()}`;

const ownerFields = {
  name: requiredText('Write the owner’s name').max(120, 'A name is at most 120 characters'),
  email: EmailAddressSchema,
  phone: SingaporePhoneSchema,
  units: z
    .array(OwnerUnitInputSchema, { error: OWNER_MESSAGES.unitsRequired })
    .min(1, OWNER_MESSAGES.unitsRequired)
    .max(MAX_OWNER_UNITS, `An owner links at most ${MAX_OWNER_UNITS} units`)
    .refine((units) => new Set(units.map(unitKey)).size === units.length, OWNER_MESSAGES.duplicateUnit),
};

/** Body of POST /api/admin/owners: `invite` also mails the owner a sign-in link to the portal. */
export const CreateOwnerSchema = z.object({ ...ownerFields, invite: z.boolean().default(false) });
export type CreateOwnerInput = z.infer<typeof CreateOwnerSchema>;
export type CreateOwnerFormInput = z.input<typeof CreateOwnerSchema>;

/** Body of PUT /api/admin/owners/:id: every field; `units` replaces the owner's units. */
export const UpdateOwnerSchema = z.object({ ...ownerFields, ...baseVersionField });
export type UpdateOwnerInput = z.infer<typeof UpdateOwnerSchema>;
export type UpdateOwnerFormInput = z.input<typeof UpdateOwnerSchema>;

export const DEFAULT_OWNER_PAGE_SIZE = 25;

/** Query of GET /api/admin/owners: a search over name, e-mail, phone and the units' addresses and listings. */
export const OwnerListQuerySchema = searchablePageQuery({}, DEFAULT_OWNER_PAGE_SIZE);
export type OwnerListQuery = z.infer<typeof OwnerListQuerySchema>;
export type OwnerListQueryInput = z.input<typeof OwnerListQuerySchema>;

export const OwnerUnitSchema = z.object({
  id: z.string(),
  ...UNIT_FIELDS,
  managementFeePercent: z.number(),
});
export type OwnerUnit = z.infer<typeof OwnerUnitSchema>;

export const OwnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  units: z.array(OwnerUnitSchema),
  invitedAt: z.string().nullable(),
  ...recordVersionField,
  createdAt: z.string(),
});
export type Owner = z.infer<typeof OwnerSchema>;

export const OwnerPageSchema = pageOf(OwnerSchema);
export type OwnerPage = z.infer<typeof OwnerPageSchema>;

export const OwnerInviteResultSchema = SuccessMessageSchema;
export type OwnerInviteResult = z.infer<typeof OwnerInviteResultSchema>;
export const OWNER_INVITE_SENT = 'A sign-in link is on its way to the owner';
