/** The public pages that carry their own title and description (rendered by the server and set by the site). */
export type PageKey =
  | 'home'
  | 'about'
  | 'services'
  | 'blog'
  | 'contact'
  | 'privacy'
  | 'terms'
  | 'cookies'
  | 'newsletterUnsubscribe'
  | 'newsletterConfirm'
  | 'notFound'
  | 'properties';

export interface PageMetadata {
  title: string;
  description: string;
}

export const SITE_NAME = 'Harbourline Property Management';

/** `<meta name="keywords">` of every public page (SPEC §1: property management and asset progression in Singapore, in its words). */
export const SITE_KEYWORDS =
  'property management, asset progression, Singapore, HDB flats, condominiums, co-living, luxury residential, ' +
  'full-service property management, co-living space management, luxury property management, coliving operations support, ' +
  'asset progression consultation, property maintenance, tenant placement';

/** The title of a page that is not in PAGE_METADATA, such as a blog post: 'Its name | Harbourline Property Management'. */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}

export const PAGE_METADATA: Record<PageKey, PageMetadata> = {
  home: {
    title: 'Harbourline Property Management | Property Management & Asset Progression in Singapore',
    description:
      'Singapore property management for HDB flats, condominiums, co-living homes and luxury residences: tenant placement, maintenance, SmartTech monitoring and asset progression planning.',
  },
  about: {
    title: 'About Us | Harbourline Property Management',
    description:
      'Founded in Singapore in 2024, Harbourline manages HDB flats, condominiums, co-living homes and luxury residences, and helps owners plan the next step for their property.',
  },
  services: {
    title: 'Our Services | Harbourline Property Management',
    description:
      'Full-service property management, co-living management and operations support, luxury property care, asset progression consultation, maintenance and tenant placement in Singapore.',
  },
  properties: {
    title: 'Properties to Rent and Buy in Singapore | Harbourline Property Management',
    description:
      'HDB flats, condominiums, landed homes, co-living rooms and commercial units managed by Harbourline: filter by type, district, bedrooms and price, then enquire about a listing.',
  },
  blog: {
    title: 'Property Insights Blog | Harbourline Property Management',
    description:
      'Practical articles on renting out, maintaining and upgrading property in Singapore: HDB rules, condominium leasing, co-living, asset progression and the market.',
  },
  contact: {
    title: 'Contact Us | Harbourline Property Management',
    description:
      'Talk to Harbourline about managing, letting or upgrading your property in Singapore. Call, email or WhatsApp us; we reply to enquiries within 24 hours on business days.',
  },
  privacy: {
    title: 'Privacy Policy | Harbourline Property Management',
    description:
      'How Harbourline collects, uses, discloses and protects personal data under Singapore’s Personal Data Protection Act 2012 (PDPA), and how to reach our Data Protection Officer.',
  },
  terms: {
    title: 'Terms of Service | Harbourline Property Management',
    description: 'The terms that govern your use of the Harbourline website, governed by the laws of Singapore.',
  },
  cookies: {
    title: 'Cookie Policy | Harbourline Property Management',
    description: 'Which cookies and similar technologies the Harbourline website uses, why, and how you can control them.',
  },
  newsletterUnsubscribe: {
    title: 'Unsubscribe from the Newsletter | Harbourline Property Management',
    description: 'Stop receiving the Harbourline property newsletter.',
  },
  newsletterConfirm: {
    title: 'Confirm your Newsletter Subscription | Harbourline Property Management',
    description: 'Confirm that you want to receive the Harbourline property newsletter.',
  },
  notFound: {
    title: 'Page Not Found | Harbourline Property Management',
    description: 'The page you were looking for could not be found. Browse our services, read the blog or contact us.',
  },
};
