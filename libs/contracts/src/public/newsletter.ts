import { z } from 'zod';
import { textInput } from '../common/text';
import { EmailAddressSchema } from './email-address';

/** Body of POST /api/newsletter/subscribe (SPEC §5); `website` is the honeypot. */
export const NewsletterSubscribeSchema = z.object({
  email: EmailAddressSchema,
  website: textInput().max(500).optional().default(''),
});
export type NewsletterSubscribeInput = z.input<typeof NewsletterSubscribeSchema>;
export type NewsletterSubscription = z.infer<typeof NewsletterSubscribeSchema>;

/**
 * The same answer whether or not the address was already subscribed, so it reveals nothing. `confirmationPending`
 * says only whether this site runs double opt-in (mail configured): the visitor is then told to look for the link.
 */
export const NewsletterResultSchema = z.object({ success: z.literal(true), message: z.string(), confirmationPending: z.boolean() });
export type NewsletterResult = z.infer<typeof NewsletterResultSchema>;

/** Where the link in newsletter e-mails leads; the page posts the token to POST /api/newsletter/unsubscribe. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** Where the confirmation link of double opt-in leads; the page posts the token to POST /api/newsletter/confirm. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';

/** How long a confirmation link works; an address left unconfirmed this long is deleted. */
export const NEWSLETTER_CONFIRMATION_DAYS = 7;

/** Body of POST /api/newsletter/confirm: the signed single-use token from the confirmation link. */
export const NewsletterConfirmSchema = z.object({
  token: textInput({ error: 'The confirmation link is missing its token' }).trim().min(1, 'The confirmation link is missing its token').max(200),
});
export type NewsletterConfirmInput = z.input<typeof NewsletterConfirmSchema>;

export const NewsletterConfirmResultSchema = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterConfirmResult = z.infer<typeof NewsletterConfirmResultSchema>;

/** Body of POST /api/newsletter/unsubscribe: the signed token from the unsubscribe link. */
export const NewsletterUnsubscribeSchema = z.object({
  token: textInput({ error: 'The unsubscribe link is missing its token' }).trim().min(1, 'The unsubscribe link is missing its token').max(200),
});
export type NewsletterUnsubscribeInput = z.input<typeof NewsletterUnsubscribeSchema>;

export const NewsletterUnsubscribeResultSchema = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterUnsubscribeResult = z.infer<typeof NewsletterUnsubscribeResultSchema>;

/** Texts the newsletter API answers with. */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing to our newsletter.',
  confirmationPending: `Please check your inbox: your subscription starts once you open the confirmation link we have e-mailed you. The link works for ${NEWSLETTER_CONFIRMATION_DAYS} days.`,
  unsubscribed: 'You have been unsubscribed from our newsletter. You will receive no further e-mails from us.',
  invalidToken: 'This unsubscribe link is not valid. Please use the link from our most recent e-mail.',
  confirmed: 'Your subscription is confirmed. Thank you: our next newsletter will reach you.',
  invalidConfirmation: 'This confirmation link is not valid, has expired or has been used already. Please subscribe again.',
} as const;

/** Job payload: send the subscriber's welcome e-mail, with the unsubscribe link stored on the subscriber. */
export const SendNewsletterWelcomeJobSchema = z.object({ subscriberId: z.uuid() });
export type SendNewsletterWelcomeJob = z.infer<typeof SendNewsletterWelcomeJobSchema>;
