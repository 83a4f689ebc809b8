import { z } from 'zod';
import { MoneySchema } from './form-fields';

export const RENEWAL_OFFER_STATUSES = ['offered', 'accepted', 'declined', 'withdrawn'] as const;
export type RenewalOfferStatus = (typeof RENEWAL_OFFER_STATUSES)[number];

/** Body of POST /api/admin/tenancies/:id/renewal-offers: the new monthly rent and the term from the day after the lease ends. */
export const CreateRenewalOfferSchema = z.object({
  monthlyRent: MoneySchema.refine((amount) => amount > 0, 'Write the new monthly rent'),
  termMonths: z
    .number({ error: 'Write the term in months' })
    .int('Write the term in whole months')
    .min(1, 'A term is at least 1 month')
    .max(120, 'A term is at most 120 months'),
});
export type CreateRenewalOfferInput = z.infer<typeof CreateRenewalOfferSchema>;

export const RenewalOfferSchema = z.object({
  id: z.string(),
  tenancyId: z.string(),
  unit: z.string(),
  monthlyRent: z.number(),
  termMonths: z.number(),
  /** The follow-on lease the offer would make: from the day after the current lease ends. */
  leaseStart: z.string(),
  leaseEnd: z.string(),
  status: z.enum(RENEWAL_OFFER_STATUSES),
  followOnTenancyId: z.string().nullable(),
  createdAt: z.string(),
  /** When the tenant answered, or staff withdrew the offer. */
  answeredAt: z.string().nullable(),
});
export type RenewalOffer = z.infer<typeof RenewalOfferSchema>;
export const RenewalOfferListSchema = z.object({ items: z.array(RenewalOfferSchema) });
export type RenewalOfferList = z.infer<typeof RenewalOfferListSchema>;

/** Body of POST /api/portal/renewal-offers/:id/answer. */
export const AnswerRenewalOfferSchema = z.object({ accept: z.boolean({ error: 'Accept or decline the offer' }) });
export type AnswerRenewalOfferInput = z.infer<typeof AnswerRenewalOfferSchema>;

export const RENEWAL_MESSAGES = {
  notFound: 'Renewal offer not found',
  alreadyOpen: 'This tenancy already has a renewal offer waiting for the tenant’s answer',
  alreadyAnswered: 'This offer has already been answered',
  withdrawn: 'This offer was withdrawn: we will be in touch',
  notOpen: 'Only an offer still waiting for the tenant’s answer can be withdrawn',
  tenancyEnded: 'An ended tenancy cannot be renewed',
} as const;
