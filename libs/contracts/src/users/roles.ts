import { z } from 'zod';
import { ACCOUNT_ROLES, ROLES } from '../common/role-names';

export { ACCOUNT_ROLES, type AccountRole, isStaffRole, ROLE_LABELS, ROLES, type Role } from '../common/role-names';
export const RoleSchema = z.enum(ROLES);
export const AccountRoleSchema = z.enum(ACCOUNT_ROLES);
