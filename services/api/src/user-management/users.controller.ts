import { Controller, HttpCode, HttpStatus, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  type CreateUserInput,
  CreateUserSchema,
  type UpdateRoleInput,
  UpdateRoleSchema,
  type UpdateUserInput,
  UpdateUserSchema,
  type SessionsEnded,
  type UserListQuery,
  UserListQuerySchema,
  type UsersPage,
  type UserResult,
  USERS_ENDPOINTS,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { Endpoint } from '../common/endpoint.decorator';
import { type ActingSession, type ActingUser, CurrentActing, CurrentActingSession } from '../common/current-user.decorator';
import { SessionCookie } from '../auth/session-cookie';
import { ValidBody, ValidQuery } from '../common/zod-validation.pipe';
import { toUser } from '../users/user-view';
import { UsersService } from '../users/users.service';

/** SPEC §7 user management calls; admin and super_admin only, finer rules in UsersService. */
@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly sessionCookie: SessionCookie,
  ) {}

  @Endpoint(USERS_ENDPOINTS.list)
  list(@ValidQuery(UserListQuerySchema) query: UserListQuery): Promise<UsersPage> {
    return this.users.list(query);
  }

  @Endpoint(USERS_ENDPOINTS.create)
  async create(@ValidBody(CreateUserSchema) input: CreateUserInput, @CurrentActing() acting: ActingUser): Promise<UserResult> {
    return result(await this.users.create(input, acting));
  }

  @Endpoint(USERS_ENDPOINTS.updateRole)
  @HttpCode(HttpStatus.OK)
  async updateRole(
    @Param('id') id: string,
    @ValidBody(UpdateRoleSchema) input: UpdateRoleInput,
    @CurrentActingSession() acting: ActingSession,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserResult> {
    return this.keepOwnSession(await this.users.updateRole(id, input.role, acting), acting, response);
  }

  @Endpoint(USERS_ENDPOINTS.updateUser)
  @HttpCode(HttpStatus.OK)
  async updateUser(
    @Param('id') id: string,
    @ValidBody(UpdateUserSchema) input: UpdateUserInput,
    @CurrentActingSession() acting: ActingSession,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserResult> {
    return this.keepOwnSession(await this.users.update(id, input, acting), acting, response);
  }

  @Endpoint(USERS_ENDPOINTS.delete)
  async delete(@Param('id') id: string, @CurrentActing() acting: ActingUser): Promise<UserResult> {
    return result(await this.users.delete(id, acting));
  }

  @Endpoint(USERS_ENDPOINTS.signOutEverywhere)
  @HttpCode(HttpStatus.OK)
  async signOutEverywhere(@Param('id') id: string, @CurrentActing() acting: ActingUser): Promise<SessionsEnded> {
    return { success: true, signedOut: await this.users.signOutEverywhere(id, acting) };
  }

  /** Changing your own password or role ends your other sessions, not this one: it gets a fresh cookie. */
  private async keepOwnSession(user: UserEntity, own: ActingSession, response: Response): Promise<UserResult> {
    if (user.id === own.actor.id && user.isActive) await this.sessionCookie.renew(response, user, own.sessionId);
    return result(user);
  }
}

function result(user: UserEntity): UserResult {
  return { success: true, user: toUser(user) };
}
