import type { Payment, RenewalOffer } from '@app/contracts';

/** A tenancy's id for specs that need one. */
const SPEC_TENANCY_ID = '0f1e2d3c-4b5a-4968-8776-655443322110';

/** A tenant's PayNow payment of S$3,200 paid on 3 Nov 2026, waiting for staff to confirm it; `overrides` set what a spec needs. */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
    tenancyId: SPEC_TENANCY_ID,
    amountCents: 320000,
    paidOn: '2026-11-03',
    method: 'paynow',
    reference: 'HL0000A202611',
    status: 'pending',
    recordedBy: 'tenant',
    chargeId: null,
    rejectionReason: null,
    screenshot: null,
    decidedAt: null,
    createdAt: '2026-11-03T02:00:00.000Z',
    ...overrides,
  };
}

/** A renewal offered to the tenant and not yet answered: S$3,400 a month for 24 months from 1 Jan 2028; `overrides` set what a spec needs. */
export function makeRenewalOffer(overrides: Partial<RenewalOffer> = {}): RenewalOffer {
  return {
    id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
    tenancyId: SPEC_TENANCY_ID,
    unit: '12 Marine Parade Road #08-12',
    monthlyRent: 3400,
    termMonths: 24,
    leaseStart: '2028-01-01',
    leaseEnd: '2029-12-31',
    status: 'offered',
    followOnTenancyId: null,
    createdAt: '2027-10-01T01:00:00.000Z',
    answeredAt: null,
    ...overrides,
  };
}
