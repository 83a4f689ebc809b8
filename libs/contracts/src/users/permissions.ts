import { type AccountRole, ROLES, type Role } from './roles';

/** The signed-in user acting, and the account acted upon. */
export type Actor = { id: string; role: AccountRole };
export type Target = { id: string; role: AccountRole };

/** SPEC §6 texts, shown by the UI and returned by the API in 403 bodies. */
export const PERMISSION_MESSAGES = {
  editDenied: "You don't have permission to edit this user.",
  deleteDenied: "You don't have permission to delete this user.",
  roleDenied: "You don't have permission to change this user's role",
  selfDelete: 'You cannot delete your own account',
} as const;

const USER_MANAGERS: readonly Role[] = ['super_admin', 'admin'];

/** Who may open User Management, list users and create accounts. */
export function canManageUsers(role: AccountRole): boolean {
  return (USER_MANAGERS as readonly AccountRole[]).includes(role);
}

/** Who may see and change money (the Rent area, payments, owners' fees) and create or edit tenancies: decision 016. */
export function canManageMoney(role: AccountRole): boolean {
  return (USER_MANAGERS as readonly AccountRole[]).includes(role);
}

/** super_admin edits anyone; admin edits content_manager accounts only. */
export function canEditUser(actor: Actor, target: Target): boolean {
  if (actor.role === 'super_admin') return true;
  return actor.role === 'admin' && target.role === 'content_manager';
}

/** A role change follows the edit rule. */
export function canChangeRole(actor: Actor, target: Target): boolean {
  return canEditUser(actor, target);
}

/** Never yourself; super_admin any other account; admin content_manager accounts only. */
export function canDeleteUser(actor: Actor, target: Target): boolean {
  if (actor.id === target.id) return false;
  return canEditUser(actor, target);
}

/** The roles an actor may give in the create and edit forms (and that the API accepts). */
export function assignableRoles(actorRole: AccountRole): Role[] {
  if (actorRole === 'super_admin') return [...ROLES];
  if (actorRole === 'admin') return ['content_manager'];
  return [];
}
