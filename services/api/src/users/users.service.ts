import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import {
  type Actor,
  type CreateUserInput,
  PERMISSION_MESSAGES,
  type Role,
  type UpdateProfileInput,
  type UpdateUserInput,
  type UserListQuery,
  type UsersPage,
  assignableRoles,
  canChangeRole,
  canDeleteUser,
  canEditUser,
} from '@app/contracts';
import { UserEntity } from '@app/core';
import { AuditLogService } from '../audit/audit-log.service';
import { foundOr404 } from '../common/found-or-404';
import { PasswordHasher } from './password-hasher';
import { UserSessionsRepository } from './user-sessions.repository';
import { toUser } from './user-view';
import { UsersRepository } from './users.repository';
import { listPage } from '../common/list-page';

export const USER_MESSAGES = {
  notFound: 'User not found',
  usernameTaken: 'A user with this username already exists',
  emailTaken: 'A user with this email already exists',
  lastSuperAdmin: 'At least one active super admin must remain',
} as const;

/** Changing any of these makes copies of the user's session cookie stop working. */
const SESSION_ENDING_FIELDS = new Set(['role', 'password', 'isActive']);

/** Who did it, and from where: recorded in the audit log. */
export type Acting = { actor: Actor; clientAddress: string };

/** SPEC §6 account management, with the role rules of @app/contracts enforced on every change. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditLogService,
    private readonly sessions: UserSessionsRepository,
  ) {}

  async list(query: UserListQuery): Promise<UsersPage> {
    const [users, total] = await this.users.page(query);
    return listPage(users.map(toUser), total, query);
  }

  async create(input: CreateUserInput, acting: Acting): Promise<UserEntity> {
    this.assertAssignable(acting.actor, input.role);
    await this.assertUnique(input);
    const passwordHash = await this.hasher.hash(input.password);
    const user = await this.saveUnique(new UserEntity({ ...input, fullName: input.fullName || null, passwordHash }));
    await this.record('user.created', acting, user, { username: user.username, role: user.role });
    return user;
  }

  async updateRole(id: string, role: Role, acting: Acting): Promise<UserEntity> {
    const user = await this.get(id);
    if (!canChangeRole(acting.actor, user)) throw new ForbiddenException(PERMISSION_MESSAGES.roleDenied);
    return this.update(id, { role }, acting);
  }

  async update(id: string, input: UpdateUserInput, acting: Acting): Promise<UserEntity> {
    const user = await this.get(id);
    if (!canEditUser(acting.actor, user)) throw new ForbiddenException(PERMISSION_MESSAGES.editDenied);
    const previousRole = user.role;
    this.assertRoleChangeAllowed(acting.actor, user, input.role);
    await this.assertSuperAdminRemains(user, input);
    await this.assertUnique(input, user.id);
    const changed = await this.applyChanges(user, input);
    if (changed.length === 0) return user;
    await this.saveUnique(user);
    await this.record('user.updated', acting, user, { fields: changed });
    if (changed.includes('role')) await this.record('user.role_changed', acting, user, { from: previousRole, to: user.role });
    return user;
  }

  /** Your own name and username (/admin/account): no SPEC §6 rule applies to yourself, uniqueness does. */
  async updateOwnProfile(user: UserEntity, input: UpdateProfileInput, clientAddress: string): Promise<UserEntity> {
    await this.assertUnique(input, user.id);
    const changed = await this.applyChanges(user, input);
    if (changed.length === 0) return user;
    await this.saveUnique(user);
    await this.record('account.profile_updated', { actor: user, clientAddress }, user, { fields: changed });
    return user;
  }

  async delete(id: string, acting: Acting): Promise<UserEntity> {
    const user = await this.get(id);
    if (user.id === acting.actor.id) throw new ForbiddenException(PERMISSION_MESSAGES.selfDelete);
    if (!canDeleteUser(acting.actor, user)) throw new ForbiddenException(PERMISSION_MESSAGES.deleteDenied);
    await this.users.remove(user);
    await this.record('user.deleted', acting, user, { username: user.username, email: user.email });
    return user;
  }

  /** Ends every session of an account the actor may edit: its browsers (and copies of their cookies) get 401. */
  async signOutEverywhere(id: string, acting: Acting): Promise<number> {
    const user = await this.findEditable(id, acting.actor);
    user.sessionVersion += 1;
    await this.users.save(user);
    const signedOut = await this.sessions.endAll(user.id);
    await this.record('user.signed_out_everywhere', acting, user, { signedOut });
    return signedOut;
  }

  /** The account, when the actor may edit it (SPEC §6): 404 when there is none, 403 when it is not theirs to edit. */
  async findEditable(id: string, actor: Actor): Promise<UserEntity> {
    const user = await this.get(id);
    if (!canEditUser(actor, user)) throw new ForbiddenException(PERMISSION_MESSAGES.editDenied);
    return user;
  }

  private get(id: string): Promise<UserEntity> {
    return foundOr404(id, () => this.users.findById(id), USER_MESSAGES.notFound);
  }

  /** Sets the given fields; returns the names of those that changed. A new role, password or status ends old sessions. */
  private async applyChanges(user: UserEntity, input: UpdateUserInput): Promise<string[]> {
    const changed: string[] = [];
    const set = <K extends 'username' | 'email' | 'fullName' | 'ceaRegistrationNumber' | 'phone' | 'role' | 'isActive'>(
      key: K,
      value: UserEntity[K] | undefined,
    ) => {
      if (value === undefined || value === user[key]) return;
      user[key] = value;
      changed.push(key);
    };
    set('username', input.username);
    set('email', input.email);
    set('fullName', input.fullName === undefined ? undefined : input.fullName || null);
    set('ceaRegistrationNumber', input.ceaRegistrationNumber);
    set('phone', input.phone);
    set('role', input.role);
    set('isActive', input.isActive);
    if (input.password !== undefined) {
      user.passwordHash = await this.hasher.hash(input.password);
      changed.push('password');
    }
    if (changed.some((field) => SESSION_ENDING_FIELDS.has(field))) user.sessionVersion += 1;
    return changed;
  }

  private assertRoleChangeAllowed(actor: Actor, user: UserEntity, role: Role | undefined) {
    if (role === undefined || role === user.role) return;
    if (!canChangeRole(actor, user)) throw new ForbiddenException(PERMISSION_MESSAGES.roleDenied);
    this.assertAssignable(actor, role);
  }

  /** Nobody could manage accounts any more if the last active super admin were demoted or deactivated. */
  private async assertSuperAdminRemains(user: UserEntity, input: UpdateUserInput) {
    const isActiveSuperAdmin = user.role === 'super_admin' && user.isActive;
    const staysActiveSuperAdmin = (input.role ?? user.role) === 'super_admin' && (input.isActive ?? user.isActive);
    if (!isActiveSuperAdmin || staysActiveSuperAdmin) return;
    if ((await this.users.countActiveSuperAdmins(user.id)) === 0) throw new ConflictException(USER_MESSAGES.lastSuperAdmin);
  }

  private assertAssignable(actor: Actor, role: Role) {
    if (!assignableRoles(actor.role).includes(role)) throw new ForbiddenException(PERMISSION_MESSAGES.roleDenied);
  }

  private async assertUnique(input: { username?: string; email?: string }, exceptId?: string) {
    if (input.username !== undefined && (await this.users.usernameTaken(input.username, exceptId))) {
      throw new ConflictException(USER_MESSAGES.usernameTaken);
    }
    if (input.email !== undefined && (await this.users.emailTaken(input.email, exceptId))) {
      throw new ConflictException(USER_MESSAGES.emailTaken);
    }
  }

  /** The unique indexes catch what a simultaneous request slipped past assertUnique. */
  private async saveUnique(user: UserEntity): Promise<UserEntity> {
    try {
      return await this.users.save(user);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      // PostgreSQL names the index that refused the row (users_email_unique or users_username_lower_unique).
      const { constraint } = error as UniqueConstraintViolationException & { constraint?: string };
      throw new ConflictException(constraint === 'users_email_unique' ? USER_MESSAGES.emailTaken : USER_MESSAGES.usernameTaken);
    }
  }

  private record(
    action: 'user.created' | 'user.updated' | 'user.role_changed' | 'user.deleted' | 'user.signed_out_everywhere' | 'account.profile_updated',
    acting: Acting,
    target: UserEntity,
    details: Record<string, unknown>,
  ) {
    return this.audit.record({ action, actorId: acting.actor.id, targetId: target.id, clientAddress: acting.clientAddress, details });
  }
}
