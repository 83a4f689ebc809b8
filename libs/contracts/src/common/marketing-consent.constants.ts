// Zod-free: the public site's first load renders the boxes from these without the schemas beside them.

/** The channels a visitor consents to marketing on, each on its own (Singapore's Do Not Call rules cover the phone one). */
export const MARKETING_CHANNELS = ['email', 'phone'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

/** Bumped whenever the legend's or a box's wording below changes; stored with each consent given. */
export const MARKETING_CONSENT_VERSION = '2026-11-27';

/** The heading of the two boxes on every form, read with each box's label. */
export const MARKETING_CONSENT_LEGEND = 'Marketing (optional)';

/** The boxes' labels, as the visitor reads them when ticking. */
export const MARKETING_CONSENT_TEXTS: Record<MarketingChannel, string> = {
  email: 'I agree to receive news and offers from Harbourline by e-mail.',
  phone: 'I agree to receive news and offers from Harbourline by phone call, SMS or WhatsApp.',
};

/** The form field of each channel's box, in JSON bodies and form posts alike. */
export const MARKETING_CONSENT_FIELDS = { email: 'marketingEmail', phone: 'marketingPhone' } as const satisfies Record<MarketingChannel, string>;

export const MARKETING_CHANNEL_LABELS: Record<MarketingChannel, string> = { email: 'E-mail', phone: 'Phone call, SMS or WhatsApp' };

/** The forms a consent can be given on; the consent keeps the id of what the form stored (enquiry, subscription, booking). */
export const MARKETING_CONSENT_SOURCES = ['enquiry', 'newsletter', 'viewing'] as const;
export type MarketingConsentSource = (typeof MARKETING_CONSENT_SOURCES)[number];

/** How an opt-out came: a staff member recorded it, or the address used the unsubscribe link of a marketing e-mail. */
export const MARKETING_OPT_OUT_ORIGINS = ['staff', 'unsubscribe_link'] as const;
export type MarketingOptOutOrigin = (typeof MARKETING_OPT_OUT_ORIGINS)[number];
