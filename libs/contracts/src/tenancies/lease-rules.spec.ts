import { checkLeaseRules, type LeaseRuleInput } from './lease-rules';

const hdb: LeaseRuleInput = {
  leaseStart: '2027-01-01',
  leaseEnd: '2027-06-30',
  propertyKind: 'hdb',
  letting: 'whole_unit',
  hdbRooms: 4,
  floorAreaSqm: null,
  tenantResidency: 'singapore_citizen',
  occupants: 2,
};
const rules = (input: Partial<LeaseRuleInput>) => checkLeaseRules({ ...hdb, ...input });
const ids = (findings: Array<{ rule: string }>) => findings.map((finding) => finding.rule);

describe('lease rules', () => {
  it('refuse a whole HDB flat let for 6 months less a day, and accept exactly 6 months', () => {
    expect(ids(rules({ leaseEnd: '2027-06-29' }).refusals)).toEqual(['hdb_minimum_lease']);
    expect(rules({ leaseEnd: '2027-06-29' }).refusals[0]?.message).toContain('HDB minimum lease');
    expect(rules({}).refusals).toEqual([]);
    expect(rules({ leaseEnd: '2027-06-29', letting: 'rooms' }).refusals).toEqual([]);
  });

  it('refuse a private unit let for 3 months less a day, and accept exactly 3 months', () => {
    expect(ids(rules({ propertyKind: 'private', leaseEnd: '2027-03-30' }).refusals)).toEqual(['private_minimum_lease']);
    expect(rules({ propertyKind: 'private', leaseEnd: '2027-03-31' }).refusals).toEqual([]);
  });

  it('warn of an HDB lease over 3 years for citizens and Malaysians, over 2 years for other non-citizens', () => {
    expect(rules({ leaseEnd: '2029-12-31' }).warnings).toEqual([]);
    expect(ids(rules({ leaseEnd: '2030-01-01', tenantResidency: 'malaysian' }).warnings)).toEqual(['hdb_maximum_lease']);
    expect(rules({ leaseEnd: '2028-12-31', tenantResidency: 'singapore_pr' }).warnings).toEqual([]);
    expect(ids(rules({ leaseEnd: '2029-01-01', tenantResidency: 'other' }).warnings)).toEqual(['hdb_maximum_lease']);
  });

  it('warn of occupants over the cap: 8 for 4-room flats and private homes of 90 m² until 31 Dec 2028, 6 otherwise', () => {
    expect(rules({ occupants: 8 }).warnings).toEqual([]);
    expect(ids(rules({ occupants: 9 }).warnings)).toEqual(['occupancy_cap']);
    expect(ids(rules({ occupants: 7, hdbRooms: 3 }).warnings)).toEqual(['occupancy_cap']);
    expect(rules({ occupants: 8, propertyKind: 'private', floorAreaSqm: 90 }).warnings).toEqual([]);
    expect(ids(rules({ occupants: 8, propertyKind: 'private', floorAreaSqm: 89 }).warnings)).toEqual(['occupancy_cap']);
    const pastTheCap = rules({ occupants: 8, leaseStart: '2028-07-01', leaseEnd: '2029-06-30' }).warnings;
    expect(pastTheCap[0]?.message).toContain('ends on 31 December 2028');
  });
});
