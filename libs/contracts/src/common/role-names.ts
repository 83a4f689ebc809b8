// Zod-free (the endpoint descriptors need the roles): RoleSchema in roles.ts checks them.

/** The staff roles: each opens the admin panel, with the permissions of SPEC §6. */
export const ROLES = ['super_admin', 'admin', 'content_manager'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Every role an account can hold: the staff roles, and the portal's `tenant` and `owner`, which are never staff: they
 * sign in with a mailed single-use link (no password), never reach /admin or /api/admin, and see only their own
 * tenancies' requests (a tenant) or their own units (an owner).
 */
export const ACCOUNT_ROLES = [...ROLES, 'tenant', 'owner'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const ROLE_LABELS: Record<AccountRole, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  content_manager: 'Content Manager',
  tenant: 'Tenant',
  owner: 'Owner',
};

/** Whether an account with this role is staff (may open the admin panel). */
export function isStaffRole(role: AccountRole): role is Role {
  return (ROLES as readonly AccountRole[]).includes(role);
}
