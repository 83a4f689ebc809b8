import type { Role } from '@app/contracts';

/** Who calls in a role-matrix test: a visitor, or a signed-in staff member of a role. */
export type Caller = 'anonymous' | Role;

/** Every staff role gets `status`; a visitor gets 401. */
export const everyStaffRole = (status: number): Record<Caller, number> => ({ anonymous: 401, content_manager: status, admin: status, super_admin: status });

/** Admins and super admins get `status`; a content manager gets 403 and a visitor 401. */
export const adminsOnly = (status: number): Record<Caller, number> => ({ anonymous: 401, content_manager: 403, admin: status, super_admin: status });
