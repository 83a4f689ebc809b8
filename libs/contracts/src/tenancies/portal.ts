import { z } from 'zod';
import { SuccessMessageSchema } from '../common/success-message';
import { textInput } from '../common/text';
import { EmailAddressSchema } from '../common/email-address';
import { TENANCY_STATUSES } from './tenancy';

/** A sign-in link a tenant or owner asks for works once, for this long. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;

/** Staff's invitation of a new tenant or owner to the portal works once, for this long. */
export const INVITATION_LINK_TTL_DAYS = 7;

export const PORTAL_MESSAGES = {
  linkRequested: `If a tenancy or a unit of ours uses this address, we have e-mailed it a sign-in link. The link works once, for ${SIGN_IN_LINK_TTL_MINUTES} minutes.`,
  invalidLink: 'This sign-in link is invalid, used or expired. Ask for a new one below.',
  newLinkSent: `If this link was ours, a new sign-in link is on its way to the address it was sent to. It works once, for ${SIGN_IN_LINK_TTL_MINUTES} minutes.`,
} as const;

/** Body of POST /api/portal/sign-in-link. */
export const PortalSignInLinkRequestSchema = z.object({ email: EmailAddressSchema });
export type PortalSignInLinkRequestInput = z.input<typeof PortalSignInLinkRequestSchema>;
export const PortalSignInLinkResultSchema = SuccessMessageSchema;
export type PortalSignInLinkResult = z.infer<typeof PortalSignInLinkResultSchema>;

/** Body of POST /api/portal/sign-in: the token of the mailed link (the page posts it, so a mail scanner's GET uses nothing). */
export const PortalSignInSchema = z.object({
  token: textInput({ error: PORTAL_MESSAGES.invalidLink }).min(1, PORTAL_MESSAGES.invalidLink).max(200, PORTAL_MESSAGES.invalidLink),
});
export type PortalSignInInput = z.infer<typeof PortalSignInSchema>;

export const PortalTenancySchema = z.object({
  id: z.string(),
  unit: z.string(),
  leaseStart: z.string(),
  leaseEnd: z.string(),
  status: z.enum(TENANCY_STATUSES),
});
export type PortalTenancy = z.infer<typeof PortalTenancySchema>;

/** The portal's two kinds of account: a tenant files and follows requests; an owner sees their units and statements. */
export const PORTAL_ACCOUNT_ROLES = ['tenant', 'owner'] as const;

/** GET /api/portal/me: the signed-in tenant (with their tenancies) or owner (none), and the 24/7 line shown for emergencies. */
export const PortalAccountSchema = z.object({
  role: z.enum(PORTAL_ACCOUNT_ROLES),
  name: z.string(),
  email: z.string(),
  tenancies: z.array(PortalTenancySchema),
  emergencyPhone: z.string(),
});
export type PortalAccount = z.infer<typeof PortalAccountSchema>;
