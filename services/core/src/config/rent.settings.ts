import { z } from 'zod';
import { PayeeNameSchema, UenSchema } from '@app/contracts';

/**
 * The company as PayNow payee and as a GST-registered business. Its UEN and registered name are the default payee of
 * every unit's rent (who receives the money is the company's decision, taken with its advisers: docs/features/rent.md).
 * The demo defaults are not a real company's: set both in production.
 */
export const RENT_SETTINGS = {
  /** The company's UEN, the PayNow proxy its rent QR codes pay to. */
  COMPANY_UEN: UenSchema.default('201912345A'),
  /** The company's registered name as PayNow shows it to the payer (≤ 25 characters). */
  COMPANY_PAYNOW_NAME: PayeeNameSchema.default('HARBOURLINE PTE LTD'),
  /** The company's GST registration number; set, owner statements add 9% GST on the management fee. */
  COMPANY_GST_REGISTRATION: z
    .string()
    .trim()
    .regex(/^[A-Z0-9-]{8,15}$/, 'must be a GST registration number such as M90312345A or 201912345A')
    .optional(),
};

export type RentSettings = { COMPANY_UEN: string; COMPANY_PAYNOW_NAME: string; COMPANY_GST_REGISTRATION?: string };

/** What owner statements need of the settings. */
export function statementSettings(config: RentSettings): { gstRegistration: string | null } {
  return { gstRegistration: config.COMPANY_GST_REGISTRATION ?? null };
}
