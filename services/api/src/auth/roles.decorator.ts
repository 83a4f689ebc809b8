import { SetMetadata } from '@nestjs/common';
import type { AccountRole } from '@app/contracts';

export const REQUIRED_ROLES = 'requiredRoles';

/** Restricts a route (or controller) to signed-in users holding one of these roles. */
export const Roles = (...roles: AccountRole[]) => SetMetadata(REQUIRED_ROLES, roles);
