import { z } from 'zod';
import { CHECKED_CHECKBOX } from './form-post.constants';
import { EmailAddressSchema } from './email-address';
import { MARKETING_CHANNELS, MARKETING_CONSENT_SOURCES, MARKETING_OPT_OUT_ORIGINS, type MarketingChannel } from './marketing-consent.constants';
import { textInput } from './text';

export * from './marketing-consent.constants';

export const MarketingChannelSchema = z.enum(MARKETING_CHANNELS, { error: 'Choose a channel: email or phone' });

/** The two optional boxes of a JSON body: unticked (false) unless sent as true. */
export const marketingConsentFields = {
  marketingEmail: z.boolean({ error: 'marketingEmail must be true or false' }).optional().default(false),
  marketingPhone: z.boolean({ error: 'marketingPhone must be true or false' }).optional().default(false),
};

/** A box of a form post: CHECKED_CHECKBOX when ticked, absent when not. */
const formBox = z
  .literal(CHECKED_CHECKBOX, { error: `A ticked box is sent as "${CHECKED_CHECKBOX}"` })
  .optional()
  .transform((value) => value === CHECKED_CHECKBOX);

/** The two optional boxes of a form sent without JavaScript (form-encoded). */
export const marketingConsentFormFields = { marketingEmail: formBox, marketingPhone: formBox };

export type MarketingConsents = { marketingEmail: boolean; marketingPhone: boolean };

/** The channels ticked, in MARKETING_CHANNELS order. */
export function consentedChannels({ marketingEmail, marketingPhone }: MarketingConsents): MarketingChannel[] {
  return MARKETING_CHANNELS.filter((channel) => (channel === 'email' ? marketingEmail : marketingPhone));
}

/**
 * A phone number as opt-outs and consents are matched on: digits only, with its leading "+" kept; a Singapore number
 * written without its country code (8 digits) gets +65. Empty when the text holds no digit.
 */
export function normalizePhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return '';
  if (phone.trim().startsWith('+')) return `+${digits}`;
  return digits.length === 8 ? `+65${digits}` : digits;
}

/** A consent as staff see it: which channel, on which wording, when, from which form, and the opt-out that ended it. */
export const MarketingConsentViewSchema = z.object({
  channel: MarketingChannelSchema,
  wordingVersion: z.string(),
  givenAt: z.string(),
  source: z.enum(MARKETING_CONSENT_SOURCES),
  /** When the address or number opted out of this channel since (the consent no longer counts), or null. */
  optedOutAt: z.string().nullable(),
});
export type MarketingConsentView = z.infer<typeof MarketingConsentViewSchema>;

const PHONE_MESSAGE = 'Enter a phone number with at least 6 digits';

/** Body of POST /api/admin/marketing/opt-outs: an e-mail address or a phone number that no longer takes marketing on that channel. */
export const MarketingOptOutRequestSchema = z.discriminatedUnion(
  'channel',
  [
    z.object({ channel: z.literal('email'), address: EmailAddressSchema }),
    z.object({
      channel: z.literal('phone'),
      address: textInput({ error: PHONE_MESSAGE })
        .max(40, 'A phone number is at most 40 characters')
        .transform(normalizePhoneNumber)
        .refine((phone) => phone.replace(/\D/g, '').length >= 6, PHONE_MESSAGE),
    }),
  ],
  { error: 'Choose a channel: email or phone' },
);
export type MarketingOptOutRequestInput = z.input<typeof MarketingOptOutRequestSchema>;
export type MarketingOptOutRequest = z.infer<typeof MarketingOptOutRequestSchema>;

export const MarketingOptOutSchema = z.object({
  channel: MarketingChannelSchema,
  /** The address as matched: lower-cased e-mail, or the normalized phone number. */
  address: z.string(),
  recordedAt: z.string(),
  origin: z.enum(MARKETING_OPT_OUT_ORIGINS),
});
export type MarketingOptOut = z.infer<typeof MarketingOptOutSchema>;
