import { z } from 'zod';

/** The company's contact details and links: deployment configuration served by GET /api/company-profile. */
export const CompanyProfileSchema = z.object({
  name: z.string(),
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

export const DEFAULT_COMPANY_PROFILE: CompanyProfile = {
  name: 'Harbourline Property Management',
  foundedYear: 2024,
  phone: '+65 6123 4567',
  whatsappNumber: '6591234567',
  email: 'hello@harbourline.sg',
  address: { street: '10 Anson Road, #12-08 International Plaza', postalCode: 'Singapore 079903', country: 'Singapore' },
  mapEmbedUrl: 'https://www.google.com/maps?q=International+Plaza+10+Anson+Road+Singapore&output=embed',
  social: {
    facebook: 'https://www.facebook.com/harbourlinesg',
    instagram: 'https://www.instagram.com/harbourlinesg',
    linkedin: 'https://www.linkedin.com/company/harbourlinesg',
  },
  featuredVideos: [
    { title: 'A day managing a Tanjong Pagar condominium', youtubeId: 'ScMzIvxBSi4' },
    { title: 'Inside one of our co-living homes', youtubeId: 'aqz-KE-bpKQ' },
  ],
};
