import { z } from 'zod';
import { TenancyDocumentSchema } from './lease-documents';
import { addMonths } from './lease-dates';
import { RenewalOfferSchema } from './renewal';

/** A lease as its tenant or an owner of its unit sees it in the portal. */
export const PortalLeaseSchema = z.object({
  tenancyId: z.string(),
  unit: z.string(),
  leaseStart: z.string(),
  leaseEnd: z.string(),
  /** How the viewer is party to it. */
  viewer: z.enum(['tenant', 'owner']),
  stamping: z.object({ duty: z.number(), certificateRef: z.string().nullable(), stampedOn: z.string().nullable() }),
  /** The diplomatic clause, when the lease has one: from when notice may be given, and the earliest the lease then ends. */
  diplomaticClause: z.object({ noticeFrom: z.string(), noticeMonths: z.number(), earliestEnd: z.string() }).nullable(),
  documents: z.array(TenancyDocumentSchema),
  /** A renewal offer waiting for the tenant's answer (tenants only). */
  renewalOffer: RenewalOfferSchema.nullable(),
});
export type PortalLease = z.infer<typeof PortalLeaseSchema>;
export const PortalLeaseListSchema = z.object({ items: z.array(PortalLeaseSchema) });
export type PortalLeaseList = z.infer<typeof PortalLeaseListSchema>;

/**
 * The diplomatic clause as the portal shows it: notice may be given from the earliest exercise day, and the lease
 * then ends no sooner than the notice months after it.
 */
export function diplomaticClauseDates(noticeFrom: string, noticeMonths: number): { noticeFrom: string; noticeMonths: number; earliestEnd: string } {
  return { noticeFrom, noticeMonths, earliestEnd: addMonths(noticeFrom, noticeMonths) };
}
