// Zod-free: the public site's first load imports these without the schemas beside them.

/** The 'Select a Service' choice: a non-empty value (SPEC §3) that means no service was chosen. */
export const NO_SERVICE = 'none';
export const OTHER_SERVICE = 'other';

export interface ServiceChoice {
  value: string;
  label: string;
}

/** SPEC §3 reading A: the contact section on the home page. */
export const HOME_SERVICE_CHOICES: readonly ServiceChoice[] = [
  { value: NO_SERVICE, label: 'Select a Service' },
  { value: 'property-management', label: 'Property Management' },
  { value: 'co-living', label: 'Co-Living Management' },
  { value: 'luxury', label: 'Luxury Property Management' },
  { value: OTHER_SERVICE, label: 'Other' },
];

/** SPEC §3 reading B: the /contact page. */
export const PAGE_SERVICE_CHOICES: readonly ServiceChoice[] = [
  { value: NO_SERVICE, label: 'Select a Service' },
  { value: 'property-management', label: 'Full-Service Property Management' },
  { value: 'co-living', label: 'Co-Living Space Management' },
  { value: 'luxury', label: 'Luxury Property Management' },
  { value: 'tenant-placement', label: 'Tenant Placement' },
  { value: 'maintenance', label: 'Property Maintenance' },
  { value: 'asset-progression', label: 'Asset Progression Planning' },
  { value: OTHER_SERVICE, label: 'Other Services' },
];

/** Bumped whenever the consent wording changes; stored with each enquiry. */
export const CONSENT_TEXT_VERSION = '2026-11-1';
export const CONSENT_TEXT = 'I consent to Harbourline collecting and storing my data for the purpose of responding to my enquiry.';

/** What POST /api/contact answers once the enquiry is stored. */
export const CONTACT_RECEIVED_MESSAGE = "Thank you for your message. We'll get back to you within 24 hours on business days.";

/** Enquiries and subscriptions allowed per client address per minute. */
export const PUBLIC_FORM_RATE_LIMIT_PER_MINUTE = 5;
export const RATE_LIMIT_MESSAGE = 'Too many submissions from your address. Please wait a minute and try again.';
