import { agentChangeKeys } from '../cdn/surrogate-keys';
import { defineEndpoint } from '../endpoints/endpoint';
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

export const USERS_ENDPOINTS = {
  list: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/api/admin/users',
    access: USER_MANAGERS,
    query: UserListQuerySchema,
    response: UsersPageSchema,
  }),
  create: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/api/admin/users',
    access: USER_MANAGERS,
    body: CreateUserSchema,
    response: UserResultSchema,
  }),
  updateRole: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/api/admin/users/:id/update-role',
    access: USER_MANAGERS,
    body: UpdateRoleSchema,
    response: UserResultSchema,
  }),
  updateUser: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/api/admin/users/:id/update-user',
    access: USER_MANAGERS,
    body: UpdateUserSchema,
    response: UserResultSchema,
    invalidates: 'public',
    purges: ({ params }) => agentChangeKeys(params.id),
  }),
  delete: defineEndpoint({
    area: 'users',
    method: 'DELETE',
    path: '/api/admin/users/:id',
    access: USER_MANAGERS,
    response: UserResultSchema,
    invalidates: 'public',
    purges: ({ params }) => agentChangeKeys(params.id),
  }),
  /** Ends every session of an account the caller may edit (SPEC §6 edit rule). */
  signOutEverywhere: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/api/admin/users/:id/sign-out-everywhere',
    access: USER_MANAGERS,
    response: SessionsEndedSchema,
  }),
  /** A one-time password reset link for an account the caller may edit, to hand over without mail. */
  createResetLink: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/api/admin/users/:id/reset-link',
    access: USER_MANAGERS,
    response: PasswordResetLinkSchema,
  }),
  /** Turns two-factor sign-in off for an account the caller may edit (a lost phone); audited. */
  resetTwoFactor: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/api/admin/users/:id/reset-two-factor',
    access: USER_MANAGERS,
    response: TwoFactorResetSchema,
  }),
};
