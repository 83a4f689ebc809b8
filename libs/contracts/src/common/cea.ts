import { z } from 'zod';
import { textInput } from './text';

/**
 * Singapore estate agency rules (Council for Estate Agencies): an agency's licence number, a salesperson's
 * registration number and a local phone number, as staff type them and as advertisements must show them.
 */
export const CEA_MESSAGES = {
  licenceNumber: 'Agency licence number must be L followed by 7 digits and a letter, e.g. L3012345K',
  registrationNumber: 'CEA registration number must be R followed by 6 digits and a letter, e.g. R123456A',
  phone: 'Phone number must be a Singapore number of 8 digits starting with 3, 6, 8 or 9, e.g. +65 9123 4567',
  agentRequired: 'Choose the responsible agent',
  agentNotFound: 'The chosen agent is no longer a staff account',
} as const;

/** What a listing's agent lacks before the listing may be shown (available or let): the API's 400 and the form say it. */
export function agentNotReadyMessage(missing: { registrationNumber: boolean; phone: boolean }): string {
  const parts = [missing.registrationNumber && 'a CEA registration number', missing.phone && 'a phone number'].filter(Boolean);
  return `The responsible agent needs ${parts.join(' and ')} before this listing can be shown`;
}

/** `L` + 7 digits + a letter, e.g. L3012345K; typed in any case, kept upper-case. */
export const AgencyLicenceNumberSchema = textInput({ error: CEA_MESSAGES.licenceNumber })
  .trim()
  .toUpperCase()
  .regex(/^L\d{7}[A-Z]$/, CEA_MESSAGES.licenceNumber);

/** `R` + 6 digits + a letter, e.g. R123456A; typed in any case, kept upper-case. */
export const CeaRegistrationNumberSchema = textInput({ error: CEA_MESSAGES.registrationNumber })
  .trim()
  .toUpperCase()
  .regex(/^R\d{6}[A-Z]$/, CEA_MESSAGES.registrationNumber);

/**
 * A Singapore phone number: 8 digits starting with 3, 6, 8 or 9, with or without +65, spaces or hyphens.
 * Kept as `+65 9123 4567`, which tel: links and (its digits) wa.me links take as they are.
 */
export const SingaporePhoneSchema = textInput({ error: CEA_MESSAGES.phone })
  .trim()
  .transform((text) =>
    text
      .replace(/[\s\-().]/g, '')
      .replace(/^(\+65|0065)/, '')
      .replace(/^65(?=\d{8}$)/, ''),
  )
  .pipe(z.string().regex(/^[3689]\d{7}$/, CEA_MESSAGES.phone))
  .transform((digits) => `+65 ${digits.slice(0, 4)} ${digits.slice(4)}`);

/** An optional account field: absent keeps it, empty or null clears it. */
function clearable<S extends z.ZodType<string, string>>(schema: S) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable().optional());
}

export const OptionalCeaRegistrationNumberSchema = clearable(CeaRegistrationNumberSchema);
export const OptionalSingaporePhoneSchema = clearable(SingaporePhoneSchema);
