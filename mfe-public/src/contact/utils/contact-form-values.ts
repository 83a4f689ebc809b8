import { HOME_SERVICE_CHOICES, NO_SERVICE, PAGE_SERVICE_CHOICES, type ContactEnquiry, type ServiceChoice } from '@app/contracts';
import { lazyResolver } from '../../shared/utils/lazy-resolver';

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
  marketingEmail: boolean;
  marketingPhone: boolean;
  website: string;
}

export const EMPTY_CONTACT_FORM: ContactFormFields = {
  name: '',
  email: '',
  phone: '',
  service: NO_SERVICE,
  message: '',
  consent: false,
  marketingEmail: false,
  marketingPhone: false,
  website: '',
};

const CHOICES: Record<ContactFormReading, readonly ServiceChoice[]> = { home: HOME_SERVICE_CHOICES, page: PAGE_SERVICE_CHOICES };

export function serviceChoices(reading: ContactFormReading): readonly ServiceChoice[] {
  return CHOICES[reading];
}

const validation = (reading: ContactFormReading) =>
  lazyResolver<ContactFormFields, ContactEnquiry>(() => import('./contact-form-validation').then((module) => module.contactFormResolver(reading)));

/** Each reading's checks (its schema from the contracts), fetched on the form's first focus or submit. */
export const CONTACT_FORM_VALIDATION = { home: validation('home'), page: validation('page') };

/** The empty form, with a service chosen in advance when `service` is one of the reading's choices. */
export function initialContactForm(reading: ContactFormReading, service: string | null): ContactFormFields {
  const known = serviceChoices(reading).some((choice) => choice.value === service);
  return { ...EMPTY_CONTACT_FORM, service: known && service ? service : NO_SERVICE };
}
