import type { CompanyProfile } from './company-profile';

/** The company profile the site shows until its settings say otherwise (zod-free: in the public site's first load). */
export const DEFAULT_COMPANY_PROFILE: CompanyProfile = {
  name: 'Harbourline Property Management',
  /** A demo licence number: COMPANY_LICENCE_NUMBER must give the real one in production. */
  licenceNumber: 'L3012345K',
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
