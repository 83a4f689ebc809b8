import { type Role, type UpdateUserInput, type User } from '@app/contracts';

const differs = <T>(value: T | undefined, current: T) => value !== undefined && value !== current;

/** The fields of the edit form that differ from the user; a blank password is no change. */
export function changedFields(user: User, values: UpdateUserInput): UpdateUserInput {
  const changes: UpdateUserInput = {};
  if (differs(values.username, user.username)) changes.username = values.username;
  if (differs(values.email, user.email)) changes.email = values.email;
  if ((values.fullName ?? '') !== (user.fullName ?? '')) changes.fullName = values.fullName || null;
  if (differs(values.ceaRegistrationNumber, user.ceaRegistrationNumber)) changes.ceaRegistrationNumber = values.ceaRegistrationNumber;
  if (differs(values.phone, user.phone)) changes.phone = values.phone;
  if (differs(values.role, user.role)) changes.role = values.role;
  if (differs(values.isActive, user.isActive)) changes.isActive = values.isActive;
  if (values.password) changes.password = values.password;
  return changes;
}

/** Only the role changed: SPEC §7 sends that through update-role instead of update-user. */
export function isRoleOnlyChange(changes: UpdateUserInput): changes is { role: Role } {
  const keys = Object.keys(changes);
  return keys.length === 1 && keys[0] === 'role';
}
