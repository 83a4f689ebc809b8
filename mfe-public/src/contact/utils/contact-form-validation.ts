import '../../shared/utils/zod-without-eval';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type ContactEnquiry, HomeContactFormSchema, PageContactFormSchema } from '@app/contracts';
import type { ContactFormFields, ContactFormReading } from './contact-form-values';

const SCHEMAS: Record<ContactFormReading, z.ZodType<ContactEnquiry, unknown>> = { home: HomeContactFormSchema, page: PageContactFormSchema };

/** The reading's schema checks the fields; its output is the body of POST /api/contact. Fetched on demand (zod). */
export function contactFormResolver(reading: ContactFormReading): Resolver<ContactFormFields, unknown, ContactEnquiry> {
  return zodResolver(SCHEMAS[reading] as z.ZodType<ContactEnquiry, ContactFormFields>);
}
