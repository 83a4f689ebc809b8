import { z } from 'zod';
import { ChargeSchema, PaymentSchema, RentBalanceSchema } from './rent';
import { PayeeSchema } from './rent-settings';

/** The words the rent page shows beside each QR: the scam warning is the point. */
export const RENT_PORTAL_TEXTS = {
  checkPayee: (payeeName: string) => `Your banking app should show the payee as ${payeeName}. If it shows any other name, stop: do not pay, and call us.`,
} as const;

/**
 * How to pay one open charge by PayNow: the QR (a PNG as a data URL, carrying the EMVCo payload with the open amount
 * and the reference), the payload itself, and what the copy button copies (the proxy value and the reference).
 */
export const PayNowInstructionsSchema = z.object({
  qrImage: z.string(),
  payload: z.string(),
  payee: PayeeSchema,
  reference: z.string(),
  amountCents: z.number().int(),
});
export type PayNowInstructions = z.infer<typeof PayNowInstructionsSchema>;

export const OpenChargeSchema = ChargeSchema.extend({ paynow: PayNowInstructionsSchema });
export type OpenCharge = z.infer<typeof OpenChargeSchema>;

/**
 * GET /api/portal/rent/tenancies/:id: the tenant's balance, each open charge with its PayNow QR (oldest first), and their
 * recent "I've paid" claims with what staff decided.
 */
export const TenantRentSchema = z.object({
  balance: RentBalanceSchema,
  openCharges: z.array(OpenChargeSchema),
  claims: z.array(PaymentSchema),
});
export type TenantRent = z.infer<typeof TenantRentSchema>;

/** The tenant sees at most this many open charges with a QR, and this many recent claims (the ledger has the rest). */
export const MAX_OPEN_CHARGES_SHOWN = 12;
export const MAX_CLAIMS_SHOWN = 10;
