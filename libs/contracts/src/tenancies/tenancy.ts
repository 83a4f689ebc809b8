import { z } from 'zod';
import { SuccessMessageSchema } from '../common/success-message';
import { pageOf, searchablePageQuery } from '../common/pages';
import { SingaporePhoneSchema } from '../common/cea';
import { requiredText, textInput } from '../common/text';
import { EmailAddressSchema } from '../common/email-address';
import { baseVersionField, recordVersionField } from '../common/base-version';
import { IsoDaySchema } from '../common/days';
import { MoneySchema } from './form-fields';
import { LEASE_TERM_MESSAGES, leaseTermFields, LeaseTermsViewSchema } from './lease-terms';

/** Where a tenancy stands: before its lease starts, during it, or after it ended (by date, or ended early by staff). */
export const TENANCY_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type TenancyStatus = (typeof TENANCY_STATUSES)[number];
export const TENANCY_STATUS_LABELS: Record<TenancyStatus, string> = { upcoming: 'Upcoming', active: 'Active', ended: 'Ended' };

export const TENANCY_MESSAGES = {
  notFound: 'Tenancy not found',
  unitRequired: 'Choose a listing or write the address of the unit',
  listingNotFound: 'That listing does not exist',
  leaseOrder: 'The lease must end after it starts',
  alreadyEnded: 'This tenancy has already ended',
  staffEmail: 'This e-mail belongs to a staff account: use the tenant’s own address',
  stale: 'Someone else saved this tenancy after you opened it: reload to see their changes',
} as const;

export { MoneySchema };

const tenancyFields = {
  /** The unit as a listing of the site, or null with a free address. */
  listingId: z.uuid({ error: 'Choose a listing' }).nullable().default(null),
  address: textInput().trim().max(300, 'An address is at most 300 characters').nullable().default(null),
  tenantName: requiredText('Write the tenant’s name').max(120, 'A name is at most 120 characters'),
  tenantEmail: EmailAddressSchema,
  tenantPhone: SingaporePhoneSchema,
  leaseStart: IsoDaySchema,
  leaseEnd: IsoDaySchema,
  monthlyRent: MoneySchema,
  ...leaseTermFields,
};

const unitGiven = (input: { listingId: string | null; address: string | null }) => input.listingId !== null || Boolean(input.address);
const leaseInOrder = (input: { leaseStart: string; leaseEnd: string }) => input.leaseEnd > input.leaseStart;
const receivedGiven = (input: { signedOn: string | null; signedAbroad: boolean; receivedInSingaporeOn: string | null }) =>
  !input.signedAbroad || input.signedOn === null || input.receivedInSingaporeOn !== null;
const receivedAfterSigning = (input: { signedOn: string | null; receivedInSingaporeOn: string | null }) =>
  input.signedOn === null || input.receivedInSingaporeOn === null || input.receivedInSingaporeOn >= input.signedOn;

/** A tenancy's body with the rules across its fields: a unit given, the lease in order, the abroad-signed agreement's arrival day. */
function withTenancyRules<Body extends z.ZodType<z.output<z.ZodObject<typeof tenancyFields>>>>(body: Body) {
  return body
    .refine(unitGiven, { path: ['address'], message: TENANCY_MESSAGES.unitRequired })
    .refine(leaseInOrder, { path: ['leaseEnd'], message: TENANCY_MESSAGES.leaseOrder })
    .refine(receivedGiven, { path: ['receivedInSingaporeOn'], message: LEASE_TERM_MESSAGES.receivedRequired })
    .refine(receivedAfterSigning, { path: ['receivedInSingaporeOn'], message: LEASE_TERM_MESSAGES.receivedBeforeSigning });
}

/** Body of POST /api/admin/tenancies: `invite` also mails the tenant a sign-in link to the portal. */
export const CreateTenancySchema = withTenancyRules(z.object({ ...tenancyFields, invite: z.boolean().default(false) }));
export type CreateTenancyInput = z.infer<typeof CreateTenancySchema>;
export type CreateTenancyFormInput = z.input<typeof CreateTenancySchema>;

/** Body of PUT /api/admin/tenancies/:id: every field, as the edit form sends them. */
export const UpdateTenancySchema = withTenancyRules(z.object({ ...tenancyFields, ...baseVersionField }));
export type UpdateTenancyInput = z.infer<typeof UpdateTenancySchema>;
export type UpdateTenancyFormInput = z.input<typeof UpdateTenancySchema>;

export const DEFAULT_TENANCY_PAGE_SIZE = 25;

/** Query of GET /api/admin/tenancies: a search over tenant, e-mail, phone and address, a status, and the page. */
export const TenancyListQuerySchema = searchablePageQuery(
  { status: z.enum(TENANCY_STATUSES, { error: 'Choose a status: upcoming, active or ended' }).optional() },
  DEFAULT_TENANCY_PAGE_SIZE,
);
export type TenancyListQuery = z.infer<typeof TenancyListQuerySchema>;
export type TenancyListQueryInput = z.input<typeof TenancyListQuerySchema>;

/** Where a let or managed unit is, as staff see it: its listing, or a free address. */
export const UNIT_FIELDS = {
  listing: z.object({ id: z.string(), title: z.string() }).nullable(),
  address: z.string().nullable(),
  /** The unit in words: the listing's title, or the address. */
  unit: z.string(),
};

export const TenancySchema = LeaseTermsViewSchema.extend({
  id: z.string(),
  ...UNIT_FIELDS,
  tenantName: z.string(),
  tenantEmail: z.string(),
  tenantPhone: z.string(),
  leaseStart: z.string(),
  leaseEnd: z.string(),
  monthlyRent: z.number(),
  status: z.enum(TENANCY_STATUSES),
  endedAt: z.string().nullable(),
  /** When the tenant was last sent a sign-in link, or null if never invited. */
  invitedAt: z.string().nullable(),
  ...recordVersionField,
  createdAt: z.string(),
});
export type Tenancy = z.infer<typeof TenancySchema>;

export const TenancyPageSchema = pageOf(TenancySchema);
export type TenancyPage = z.infer<typeof TenancyPageSchema>;

/** Answer of POST /api/admin/tenancies/:id/invite. */
export const TenancyInviteResultSchema = SuccessMessageSchema;
export type TenancyInviteResult = z.infer<typeof TenancyInviteResultSchema>;
export const TENANCY_INVITE_SENT = 'A sign-in link is on its way to the tenant';

/** Today's date in Singapore, YYYY-MM-DD (lease dates are Singapore days). */
export function singaporeDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Upcoming before the lease starts, ended once staff ended it or after its last day, else active. */
export function tenancyStatus(tenancy: { leaseStart: string; leaseEnd: string; endedAt: Date | string | null }, now: Date): TenancyStatus {
  const today = singaporeDay(now);
  if (tenancy.endedAt !== null || today > tenancy.leaseEnd) return 'ended';
  return today < tenancy.leaseStart ? 'upcoming' : 'active';
}
