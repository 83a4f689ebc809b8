import { z } from 'zod';
import { AgencyLicenceNumberSchema, type CompanyProfile, DEFAULT_COMPANY_PROFILE as DEFAULTS } from '@app/contracts';

const FeaturedVideosSchema = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON array of {"title","youtubeId"}' });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.object({ title: z.string().min(1), youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character YouTube id') })).length(2));

/** The company's contact details and links (API settings), each defaulting to DEFAULT_COMPANY_PROFILE. */
export const COMPANY_PROFILE_SETTINGS = {
  COMPANY_NAME: z.string().default(DEFAULTS.name),
  /** The agency's CEA licence number; required in production (ApiConfigSchema), the demo one otherwise. */
  COMPANY_LICENCE_NUMBER: AgencyLicenceNumberSchema.optional(),
  COMPANY_PHONE: z.string().default(DEFAULTS.phone),
  COMPANY_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'must be digits only, with the country code (e.g. 6591234567)')
    .default(DEFAULTS.whatsappNumber),
  COMPANY_EMAIL: z.email('must be an email address').default(DEFAULTS.email),
  COMPANY_STREET_ADDRESS: z.string().default(DEFAULTS.address.street),
  COMPANY_POSTAL_CODE: z.string().default(DEFAULTS.address.postalCode),
  COMPANY_COUNTRY: z.string().default(DEFAULTS.address.country),
  /** Framed by the contact page; the Content-Security-Policy allows Google Maps only. */
  COMPANY_MAP_EMBED_URL: z
    .url()
    .refine((url) => url.startsWith('https://www.google.com/maps'), 'must be a https://www.google.com/maps embed URL')
    .default(DEFAULTS.mapEmbedUrl),
  COMPANY_FACEBOOK_URL: z.url().default(DEFAULTS.social.facebook),
  COMPANY_INSTAGRAM_URL: z.url().default(DEFAULTS.social.instagram),
  COMPANY_LINKEDIN_URL: z.url().default(DEFAULTS.social.linkedin),
  COMPANY_FEATURED_VIDEOS: FeaturedVideosSchema.default(DEFAULTS.featuredVideos),
};

type CompanyProfileSettings = z.infer<z.ZodObject<typeof COMPANY_PROFILE_SETTINGS>>;

export function companyProfileFrom(settings: CompanyProfileSettings): CompanyProfile {
  return {
    name: settings.COMPANY_NAME,
    licenceNumber: settings.COMPANY_LICENCE_NUMBER ?? DEFAULTS.licenceNumber,
    foundedYear: DEFAULTS.foundedYear,
    phone: settings.COMPANY_PHONE,
    whatsappNumber: settings.COMPANY_WHATSAPP_NUMBER,
    email: settings.COMPANY_EMAIL,
    address: { street: settings.COMPANY_STREET_ADDRESS, postalCode: settings.COMPANY_POSTAL_CODE, country: settings.COMPANY_COUNTRY },
    mapEmbedUrl: settings.COMPANY_MAP_EMBED_URL,
    social: { facebook: settings.COMPANY_FACEBOOK_URL, instagram: settings.COMPANY_INSTAGRAM_URL, linkedin: settings.COMPANY_LINKEDIN_URL },
    featuredVideos: settings.COMPANY_FEATURED_VIDEOS,
  };
}
