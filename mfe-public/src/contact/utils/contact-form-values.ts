import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  HOME_SERVICE_CHOICES,
  HomeContactFormSchema,
  NO_SERVICE,
  PAGE_SERVICE_CHOICES,
  PageContactFormSchema,
  type ContactEnquiry,
  type ServiceChoice,
} from '@app/contracts';

/** SPEC §5 has two readings of the form: the home section's and the contact page's. */
export type ContactFormReading = 'home' | 'page';

/** What the form holds while the visitor types; `website` is the honeypot. */
export interface ContactFormFields {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  consent: boolean;
  website: string;
}

export const EMPTY_CONTACT_FORM: ContactFormFields = {
  name: '',
  email: '',
  phone: '',
  service: NO_SERVICE,
  message: '',
  consent: false,
  website: '',
};

const READINGS: Record<ContactFormReading, { schema: z.ZodType<ContactEnquiry, unknown>; choices: readonly ServiceChoice[] }> = {
  home: { schema: HomeContactFormSchema, choices: HOME_SERVICE_CHOICES },
  page: { schema: PageContactFormSchema, choices: PAGE_SERVICE_CHOICES },
};

export function serviceChoices(reading: ContactFormReading): readonly ServiceChoice[] {
  return READINGS[reading].choices;
}

/** The reading's schema checks the fields; its output is the body of POST /api/contact. */
export function contactFormResolver(reading: ContactFormReading): Resolver<ContactFormFields, unknown, ContactEnquiry> {
  return zodResolver(READINGS[reading].schema as z.ZodType<ContactEnquiry, ContactFormFields>);
}

/** The empty form, with a service chosen in advance when `service` is one of the reading's choices. */
export function initialContactForm(reading: ContactFormReading, service: string | null): ContactFormFields {
  const known = serviceChoices(reading).some((choice) => choice.value === service);
  return { ...EMPTY_CONTACT_FORM, service: known && service ? service : NO_SERVICE };
}
