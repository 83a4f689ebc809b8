import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Staff (`api`, signed in as an admin) let `address` to a tenant, by default from 1 Jan 2026 to 31 Dec 2027 with the
 * tenant invited to the portal; the tenancy's id.
 */
export async function letUnit(
  api: APIRequestContext,
  tenancy: { address: string; tenantName: string; tenantEmail: string; tenantPhone: string; monthlyRent: number } & Record<string, unknown>,
): Promise<string> {
  const created = await api.post('/api/admin/tenancies', { data: { leaseStart: '2026-01-01', leaseEnd: '2027-12-31', invite: true, ...tenancy } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Staff (`api`, signed in as an admin) link `address` to a new owner at a 10% management fee, invited to the portal. */
export async function linkOwner(api: APIRequestContext, owner: { name: string; email: string; phone: string; address: string }): Promise<void> {
  const created = await api.post('/api/admin/owners', {
    data: { name: owner.name, email: owner.email, phone: owner.phone, units: [{ address: owner.address, managementFeePercent: 10 }], invite: true },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/**
 * Staff (`api`, signed in as an admin) let a unit of this run on `street` to a tenant (as letUnit) and link it to a new
 * owner (as linkOwner), both invited to the portal; the tenancy's id, the unit's address and the two e-mail addresses.
 */
export async function letUnitWithOwner(
  api: APIRequestContext,
  { street, tenantName, ownerName, ...tenancy }: { street: string; tenantName: string; ownerName: string; monthlyRent: number } & Record<string, unknown>,
): Promise<{ tenancyId: string; unit: string; tenantEmail: string; ownerEmail: string }> {
  const run = Date.now().toString(36);
  const unit = `${run} ${street}`;
  const tenantEmail = `tenant.${run}@example.sg`;
  const ownerEmail = `owner.${run}@example.sg`;
  const tenancyId = await letUnit(api, { address: unit, tenantName, tenantEmail, tenantPhone: '9123 4567', ...tenancy });
  await linkOwner(api, { name: ownerName, email: ownerEmail, phone: '9876 5432', address: unit });
  return { tenancyId, unit, tenantEmail, ownerEmail };
}
