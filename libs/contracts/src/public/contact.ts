import { z } from 'zod';
import { SuccessMessageSchema } from '../common/success-message';
import { marketingConsentFields, marketingConsentFormFields } from '../common/marketing-consent';
import { textInput } from '../common/text';
import { PROPERTY_REFERENCE_PATTERN } from '../properties/property-listing.constants';
import { NO_SERVICE, PAGE_SERVICE_CHOICES } from './contact.constants';
import { EmailAddressSchema } from '../common/email-address';
import { VisitorNameSchema } from '../common/visitor-name';
import { checkedBox, FormReturnPathSchema } from './form-post';

const SERVICE_VALUES = PAGE_SERVICE_CHOICES.map((choice) => choice.value) as [string, ...string[]];
const SELECT_SERVICE_MESSAGE = 'Please select a service';
const serviceChoice = z.enum(SERVICE_VALUES, { error: SELECT_SERVICE_MESSAGE });

const contactFields = {
  name: VisitorNameSchema,
  email: EmailAddressSchema,
  phone: textInput().trim().max(40, 'Phone number must be at most 40 characters').optional().default(''),
  message: textInput({ error: 'Please provide more details in your message' })
    .trim()
    .min(10, 'Please provide more details in your message')
    .max(5000, 'Message must be at most 5000 characters'),
  /** The reference of the listing the enquiry is about (HL-1001), when sent from a listing's page. */
  propertyReference: textInput().trim().regex(PROPERTY_REFERENCE_PATTERN, 'This listing reference is not one of ours').optional(),
  /** Honeypot: a field people never see. Anything in it marks the sender as a bot. */
  website: textInput().max(500).optional().default(''),
  /** The optional marketing boxes, one per channel; SPEC §5's consent below is only to be contacted about the enquiry. */
  ...marketingConsentFields,
};

const HOME_CONSENT_MESSAGE = 'Please consent to our data collection policy to proceed';
const PAGE_CONSENT_MESSAGE = 'You must agree to our terms and conditions';
const consent = (message: string) => z.literal(true, { error: message });

/** SPEC §5, home-section reading: a service must be chosen. */
export const HomeContactFormSchema = z.object({
  ...contactFields,
  service: serviceChoice.refine((value) => value !== NO_SERVICE, SELECT_SERVICE_MESSAGE),
  consent: consent(HOME_CONSENT_MESSAGE),
});

/** SPEC §5, contact-page reading: the service is optional. */
export const PageContactFormSchema = z.object({
  ...contactFields,
  service: serviceChoice.optional().default(NO_SERVICE),
  consent: consent(PAGE_CONSENT_MESSAGE),
});

/** Body of POST /api/contact: both readings pass; a consent of anything but true is refused. */
export const ContactEnquirySchema = PageContactFormSchema;
export type ContactEnquiry = z.infer<typeof ContactEnquirySchema>;

/**
 * Body of POST /api/contact/form, the contact form sent without JavaScript (form-encoded): the fields and messages
 * of the form's reading (hidden field `reading`), the boxes as a form sends them, and the page to return to.
 */
export const ContactFormPostSchema = z.discriminatedUnion('reading', [
  HomeContactFormSchema.extend({
    reading: z.literal('home'),
    consent: checkedBox(HOME_CONSENT_MESSAGE),
    ...marketingConsentFormFields,
    returnTo: FormReturnPathSchema,
  }),
  PageContactFormSchema.extend({
    reading: z.literal('page'),
    consent: checkedBox(PAGE_CONSENT_MESSAGE),
    ...marketingConsentFormFields,
    returnTo: FormReturnPathSchema,
  }),
]);
export type ContactFormPost = z.infer<typeof ContactFormPostSchema>;

export const ContactResultSchema = SuccessMessageSchema;
export type ContactResult = z.infer<typeof ContactResultSchema>;
