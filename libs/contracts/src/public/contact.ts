import { z } from 'zod';
import { textInput } from '../common/text';
import { PROPERTY_REFERENCE_PATTERN } from '../properties/property-listing';
import { EmailAddressSchema } from './email-address';

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

const SERVICE_VALUES = PAGE_SERVICE_CHOICES.map((choice) => choice.value) as [string, ...string[]];
const SELECT_SERVICE_MESSAGE = 'Please select a service';
const serviceChoice = z.enum(SERVICE_VALUES, { error: SELECT_SERVICE_MESSAGE });

/** Bumped whenever the consent wording changes; stored with each enquiry. */
export const CONSENT_TEXT_VERSION = '2026-11-1';
export const CONSENT_TEXT =
  'I consent to Harbourline collecting and storing my data for the purpose of responding to my enquiry.';

const contactFields = {
  name: textInput({ error: 'Name is required' }).trim().min(2, 'Name is required').max(120, 'Name must be at most 120 characters'),
  email: EmailAddressSchema,
  phone: textInput().trim().max(40, 'Phone number must be at most 40 characters').optional().default(''),
  message: textInput({ error: 'Please provide more details in your message' })
    .trim()
    .min(10, 'Please provide more details in your message')
    .max(5000, 'Message must be at most 5000 characters'),
  /** The reference of the listing the enquiry is about (HL-1001), when sent from a listing's page. */
  propertyReference: textInput()
    .trim()
    .regex(PROPERTY_REFERENCE_PATTERN, 'This listing reference is not one of ours')
    .optional(),
  /** Honeypot: a field people never see. Anything in it marks the sender as a bot. */
  website: textInput().max(500).optional().default(''),
};

const consent = (message: string) => z.literal(true, { error: message });

/** SPEC §5, home-section reading: a service must be chosen. */
export const HomeContactFormSchema = z.object({
  ...contactFields,
  service: serviceChoice.refine((value) => value !== NO_SERVICE, SELECT_SERVICE_MESSAGE),
  consent: consent('Please consent to our data collection policy to proceed'),
});

/** SPEC §5, contact-page reading: the service is optional. */
export const PageContactFormSchema = z.object({
  ...contactFields,
  service: serviceChoice.optional().default(NO_SERVICE),
  consent: consent('You must agree to our terms and conditions'),
});

/** Body of POST /api/contact: both readings pass; a consent of anything but true is refused. */
export const ContactEnquirySchema = PageContactFormSchema;
export type ContactEnquiry = z.infer<typeof ContactEnquirySchema>;

export const ContactResultSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactResult = z.infer<typeof ContactResultSchema>;

/** What POST /api/contact answers once the enquiry is stored. */
export const CONTACT_RECEIVED_MESSAGE = "Thank you for your message. We'll get back to you within 24 hours on business days.";

/** Job payload: tell staff about a stored enquiry (the worker reads the enquiry itself). */
export const NotifyStaffOfEnquiryJobSchema = z.object({ enquiryId: z.uuid() });
export type NotifyStaffOfEnquiryJob = z.infer<typeof NotifyStaffOfEnquiryJobSchema>;

/** Enquiries and subscriptions allowed per client address per minute. */
export const PUBLIC_FORM_RATE_LIMIT_PER_MINUTE = 5;
export const RATE_LIMIT_MESSAGE = 'Too many submissions from your address. Please wait a minute and try again.';
