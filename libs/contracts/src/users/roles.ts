import { z } from 'zod';
import { ROLES } from './role-names';

export { ROLE_LABELS, ROLES, type Role } from './role-names';
export const RoleSchema = z.enum(ROLES);
