import { canManageUsers, type Role } from '@app/contracts';

export interface NavItem {
  label: string;
  to: string;
}

const ALL_STAFF: NavItem[] = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Content', to: '/admin/content' },
  { label: 'Media', to: '/admin/media' },
];

const USERS: NavItem = { label: 'Users', to: '/admin/users' };
const OPERATIONS: NavItem = { label: 'Operations', to: '/admin/ops' };

/** SPEC §6: Dashboard, Content and Media for every role; Users for those who manage accounts; Operations for super admins. */
export function navItemsFor(role: Role): NavItem[] {
  const items = canManageUsers(role) ? [...ALL_STAFF, USERS] : ALL_STAFF;
  return role === 'super_admin' ? [...items, OPERATIONS] : items;
}

/** 'super_admin' reads 'super admin'. */
export function roleText(role: Role): string {
  return role.replace(/_/g, ' ');
}
