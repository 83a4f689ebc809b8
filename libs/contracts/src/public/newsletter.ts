import { z } from 'zod';
import { SuccessMessageSchema } from '../common/success-message';
import { marketingConsentFields, marketingConsentFormFields } from '../common/marketing-consent';
import { requiredText, textInput } from '../common/text';
import { EmailAddressSchema } from '../common/email-address';
import { FormReturnPathSchema } from './form-post';

/** Body of POST /api/newsletter/subscribe (SPEC §5); `website` is the honeypot; the marketing boxes are optional. */
export const NewsletterSubscribeSchema = z.object({
  email: EmailAddressSchema,
  website: textInput().max(500).optional().default(''),
  ...marketingConsentFields,
});
export type NewsletterSubscribeInput = z.input<typeof NewsletterSubscribeSchema>;
export type NewsletterSubscription = z.infer<typeof NewsletterSubscribeSchema>;

/** Body of POST /api/newsletter/subscribe/form, the form sent without JavaScript (form-encoded), with the page to return to. */
export const NewsletterFormPostSchema = NewsletterSubscribeSchema.extend({ ...marketingConsentFormFields, returnTo: FormReturnPathSchema });
export type NewsletterFormPost = z.infer<typeof NewsletterFormPostSchema>;

/**
 * The same answer whether or not the address was already subscribed, so it reveals nothing. `confirmationPending`
 * says only whether this site runs double opt-in (mail configured): the visitor is then told to look for the link.
 */
export const NewsletterResultSchema = SuccessMessageSchema.extend({ confirmationPending: z.boolean() });
export type NewsletterResult = z.infer<typeof NewsletterResultSchema>;

/** Body of POST /api/newsletter/confirm: the signed single-use token from the confirmation link. */
export const NewsletterConfirmSchema = z.object({
  token: requiredText('The confirmation link is missing its token').max(200),
});
export type NewsletterConfirmInput = z.input<typeof NewsletterConfirmSchema>;

export const NewsletterConfirmResultSchema = SuccessMessageSchema;
export type NewsletterConfirmResult = z.infer<typeof NewsletterConfirmResultSchema>;

/** Body of POST /api/newsletter/unsubscribe: the signed token from the unsubscribe link. */
export const NewsletterUnsubscribeSchema = z.object({
  token: requiredText('The unsubscribe link is missing its token').max(200),
});
export type NewsletterUnsubscribeInput = z.input<typeof NewsletterUnsubscribeSchema>;

export const NewsletterUnsubscribeResultSchema = SuccessMessageSchema;
export type NewsletterUnsubscribeResult = z.infer<typeof NewsletterUnsubscribeResultSchema>;
