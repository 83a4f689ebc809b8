import { z } from 'zod';

/** The company's contact details and links: deployment configuration served by GET /api/company-profile. */
export const CompanyProfileSchema = z.object({
  name: z.string(),
  /** The agency's CEA licence number (L + 7 digits + a letter), shown with its name on every public page. */
  licenceNumber: z.string(),
  foundedYear: z.number().int(),
  phone: z.string(),
  /** Digits only with country code, as wa.me links need it. */
  whatsappNumber: z.string(),
  email: z.string(),
  address: z.object({ street: z.string(), postalCode: z.string(), country: z.string() }),
  mapEmbedUrl: z.string(),
  social: z.object({ facebook: z.string(), instagram: z.string(), linkedin: z.string() }),
  /** The two featured videos on the home page (YouTube ids). */
  featuredVideos: z.array(z.object({ title: z.string(), youtubeId: z.string() })),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

/** CEA: the agency's name and licence number, as every public page shows them. */
export function agencyDisclosure({ name, licenceNumber }: Pick<CompanyProfile, 'name' | 'licenceNumber'>): string {
  return `${name} · CEA Licence No. ${licenceNumber}`;
}
