import { leaseEndAfter } from './lease-dates';

/**
 * Singapore's rental rules a tenancy is checked against when saved: refusals (the minimum lease) and warnings staff
 * confirm (HDB's maximum lease per tenant, the occupancy cap). Checks and reminders, not legal advice (decision 019).
 */

export const PROPERTY_KINDS = ['hdb', 'private'] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];
export const PROPERTY_KIND_LABELS: Record<PropertyKind, string> = { hdb: 'HDB flat', private: 'Private residential' };

export const LETTING_KINDS = ['whole_unit', 'rooms'] as const;
export type LettingKind = (typeof LETTING_KINDS)[number];
export const LETTING_KIND_LABELS: Record<LettingKind, string> = { whole_unit: 'Whole unit', rooms: 'Rooms' };

export const TENANT_RESIDENCIES = ['singapore_citizen', 'malaysian', 'singapore_pr', 'other'] as const;
export type TenantResidency = (typeof TENANT_RESIDENCIES)[number];
export const TENANT_RESIDENCY_LABELS: Record<TenantResidency, string> = {
  singapore_citizen: 'Singapore citizen',
  malaysian: 'Malaysian',
  singapore_pr: 'Singapore permanent resident',
  other: 'Other non-citizen',
};

export type LeaseRuleId = 'hdb_minimum_lease' | 'private_minimum_lease' | 'hdb_maximum_lease' | 'occupancy_cap';

export const HDB_LEASE_RULES = {
  minimumMonths: 6,
  maximumMonths: { citizenOrMalaysian: 36, otherNonCitizen: 24 },
  source: 'https://www.hdb.gov.sg/residential/renting-out-a-flat/renting-out-your-flat-as-a-flat-owner',
  checkedOn: '2026-11-28',
} as const;

export const PRIVATE_LEASE_RULES = {
  minimumMonths: 3,
  source: 'https://www.ura.gov.sg/guidelines/property-and-business-owners/property/renting-property',
  checkedOn: '2026-11-28',
} as const;

/**
 * Unrelated occupants: 8 in HDB flats of 4 rooms and up and private homes of at least 90 m² until the temporary cap
 * ends (extended by HDB and URA on 16 January 2026 to 31 December 2028), 6 otherwise.
 */
export const OCCUPANCY_CAP = {
  standard: 6,
  temporary: 8,
  temporaryUntil: '2028-12-31',
  temporaryUntilLabel: '31 December 2028',
  minimumHdbRooms: 4,
  minimumPrivateFloorAreaSqm: 90,
  source: 'https://www.ura.gov.sg/guidelines/property-and-business-owners/property/renting-property/temp-faqs/',
  checkedOn: '2026-11-28',
} as const;

export type LeaseRuleInput = {
  leaseStart: string;
  leaseEnd: string;
  propertyKind: PropertyKind | null;
  letting: LettingKind;
  /** HDB flat type in rooms (2 to 5; an executive flat counts as 5). */
  hdbRooms: number | null;
  floorAreaSqm: number | null;
  tenantResidency: TenantResidency | null;
  occupants: number | null;
};

export type LeaseRuleFinding = { rule: LeaseRuleId; message: string; source: string };
export type LeaseRuleFindings = { refusals: LeaseRuleFinding[]; warnings: LeaseRuleFinding[] };

const shorterThan = (input: LeaseRuleInput, months: number) => input.leaseEnd < leaseEndAfter(input.leaseStart, months);
const longerThan = (input: LeaseRuleInput, months: number) => input.leaseEnd > leaseEndAfter(input.leaseStart, months);

function minimumLease(input: LeaseRuleInput): LeaseRuleFinding | null {
  if (input.propertyKind === 'hdb' && input.letting === 'whole_unit' && shorterThan(input, HDB_LEASE_RULES.minimumMonths)) {
    return { rule: 'hdb_minimum_lease', message: 'HDB minimum lease: a whole HDB flat is let for at least 6 months', source: HDB_LEASE_RULES.source };
  }
  if (input.propertyKind === 'private' && shorterThan(input, PRIVATE_LEASE_RULES.minimumMonths)) {
    return {
      rule: 'private_minimum_lease',
      message: 'URA minimum lease: a private residential unit is let for at least 3 months',
      source: PRIVATE_LEASE_RULES.source,
    };
  }
  return null;
}

function hdbMaximumLease(input: LeaseRuleInput): LeaseRuleFinding | null {
  if (input.propertyKind !== 'hdb' || input.letting !== 'whole_unit' || input.tenantResidency === null) return null;
  const citizenOrMalaysian = input.tenantResidency === 'singapore_citizen' || input.tenantResidency === 'malaysian';
  const months = citizenOrMalaysian ? HDB_LEASE_RULES.maximumMonths.citizenOrMalaysian : HDB_LEASE_RULES.maximumMonths.otherNonCitizen;
  if (!longerThan(input, months)) return null;
  const who = citizenOrMalaysian ? 'Singapore citizens and Malaysians' : 'non-citizens other than Malaysians';
  return {
    rule: 'hdb_maximum_lease',
    message: `HDB maximum lease: a whole flat is let to ${who} for at most ${months / 12} years at a time; HDB approves any longer term`,
    source: HDB_LEASE_RULES.source,
  };
}

/** The occupancy cap for the unit on a day. */
export function occupancyCap(input: Pick<LeaseRuleInput, 'propertyKind' | 'hdbRooms' | 'floorAreaSqm'>, day: string): number {
  const larger =
    (input.propertyKind === 'hdb' && (input.hdbRooms ?? 0) >= OCCUPANCY_CAP.minimumHdbRooms) ||
    (input.propertyKind === 'private' && (input.floorAreaSqm ?? 0) >= OCCUPANCY_CAP.minimumPrivateFloorAreaSqm);
  return larger && day <= OCCUPANCY_CAP.temporaryUntil ? OCCUPANCY_CAP.temporary : OCCUPANCY_CAP.standard;
}

function occupancy(input: LeaseRuleInput): LeaseRuleFinding | null {
  if (input.propertyKind === null || input.occupants === null) return null;
  const capAtEnd = occupancyCap(input, input.leaseEnd);
  if (input.occupants <= capAtEnd) return null;
  const capAtStart = occupancyCap(input, input.leaseStart);
  const message =
    input.occupants > capAtStart
      ? `Occupancy cap: at most ${capAtStart} unrelated occupants for this unit`
      : `Occupancy cap: the cap of ${capAtStart} for larger homes ends on ${OCCUPANCY_CAP.temporaryUntilLabel}; from then at most ${capAtEnd} unrelated occupants`;
  return { rule: 'occupancy_cap', message, source: OCCUPANCY_CAP.source };
}

const found = (findings: Array<LeaseRuleFinding | null>) => findings.filter((finding): finding is LeaseRuleFinding => finding !== null);

export function checkLeaseRules(input: LeaseRuleInput): LeaseRuleFindings {
  return { refusals: found([minimumLease(input)]), warnings: found([hdbMaximumLease(input), occupancy(input)]) };
}
