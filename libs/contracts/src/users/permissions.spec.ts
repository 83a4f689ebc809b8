import type { Role } from './roles';
import { assignableRoles, canChangeRole, canDeleteUser, canEditUser, canManageUsers } from './permissions';

const person = (role: Role, id = `${role}-1`) => ({ id, role });

describe('user permissions (SPEC §6)', () => {
  it.each([
    ['super_admin', true],
    ['admin', true],
    ['content_manager', false],
  ] as const)('canManageUsers(%s) is %s', (role, expected) => {
    expect(canManageUsers(role)).toBe(expected);
  });

  it.each([
    ['super_admin', 'super_admin', true],
    ['super_admin', 'admin', true],
    ['super_admin', 'content_manager', true],
    ['admin', 'super_admin', false],
    ['admin', 'admin', false],
    ['admin', 'content_manager', true],
    ['content_manager', 'content_manager', false],
  ] as const)('%s may edit and change the role of a %s: %s', (actor, target, expected) => {
    expect(canEditUser(person(actor), person(target, 'other'))).toBe(expected);
    expect(canChangeRole(person(actor), person(target, 'other'))).toBe(expected);
  });

  it.each([
    ['super_admin', 'super_admin', true],
    ['super_admin', 'admin', true],
    ['admin', 'admin', false],
    ['admin', 'super_admin', false],
    ['admin', 'content_manager', true],
    ['content_manager', 'content_manager', false],
  ] as const)('%s may delete another %s: %s', (actor, target, expected) => {
    expect(canDeleteUser(person(actor), person(target, 'other'))).toBe(expected);
  });

  it.each(['super_admin', 'admin', 'content_manager'] as const)('a %s may never delete their own account', (role) => {
    expect(canDeleteUser(person(role, 'me'), person(role, 'me'))).toBe(false);
  });

  it('offers the roles each actor may assign', () => {
    expect(assignableRoles('super_admin')).toEqual(['super_admin', 'admin', 'content_manager']);
    expect(assignableRoles('admin')).toEqual(['content_manager']);
    expect(assignableRoles('content_manager')).toEqual([]);
  });
});
