import { agentChangeKeys } from '../cdn/surrogate-keys';
import { endpointsOf } from '../endpoints/endpoint-routes';
import type { Role } from './roles';
import {
  CreateUserSchema,
  PasswordResetLinkSchema,
  SessionsEndedSchema,
  TwoFactorResetSchema,
  UpdateRoleSchema,
  UpdateUserSchema,
  UserListQuerySchema,
  UserResultSchema,
  UsersPageSchema,
} from './user-schemas';

/** User Management is for super admins and admins; permissions.ts decides whom each may change. */
const USER_MANAGERS: readonly Role[] = ['super_admin', 'admin'];

const users = endpointsOf('users', USER_MANAGERS);

/** A change to the account its path names, which listings show as their agent: their pages are purged. */
const pathAgentChange = {
  invalidates: 'public',
  purges: ({ params }: { params: { id: string } }) => agentChangeKeys(params.id),
} as const;

export const USERS_ENDPOINTS = {
  list: users.get('/api/admin/users', { query: UserListQuerySchema, response: UsersPageSchema }),
  create: users.post('/api/admin/users', { body: CreateUserSchema, response: UserResultSchema }),
  updateRole: users.post('/api/admin/users/:id/update-role', { body: UpdateRoleSchema, response: UserResultSchema }),
  updateUser: users.post('/api/admin/users/:id/update-user', { body: UpdateUserSchema, response: UserResultSchema, ...pathAgentChange }),
  delete: users.delete('/api/admin/users/:id', { response: UserResultSchema, ...pathAgentChange }),
  /** Ends every session of an account the caller may edit (SPEC §6 edit rule). */
  signOutEverywhere: users.post('/api/admin/users/:id/sign-out-everywhere', { response: SessionsEndedSchema }),
  /** A one-time password reset link for an account the caller may edit, to hand over without mail. */
  createResetLink: users.post('/api/admin/users/:id/reset-link', { response: PasswordResetLinkSchema }),
  /** Turns two-factor sign-in off for an account the caller may edit (a lost phone); audited. */
  resetTwoFactor: users.post('/api/admin/users/:id/reset-two-factor', { response: TwoFactorResetSchema }),
};
