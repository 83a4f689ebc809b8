// Zod-free (the endpoint descriptors need the roles): RoleSchema in roles.ts checks them.

export const ROLES = ['super_admin', 'admin', 'content_manager'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  content_manager: 'Content Manager',
};
