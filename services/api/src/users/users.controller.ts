import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  CreateUserSchema,
  type CreateUserInput,
  type UpdateRoleInput,
  UpdateRoleSchema,
  type UpdateUserInput,
  UpdateUserSchema,
  type User,
  type UserResult,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { ClientAddress, CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { SessionCookie } from '../auth/session-cookie';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { toUser } from './user-view';
import { type Acting, UsersService } from './users.service';

/** SPEC §7 user management calls; admin and super_admin only, finer rules in UsersService. */
@Controller('admin/users')
@Roles('super_admin', 'admin')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly sessionCookie: SessionCookie,
  ) {}

  @Get()
  async list(): Promise<User[]> {
    return (await this.users.list()).map(toUser);
  }

  @Post()
  async create(
    @Body(new ZodValidationPipe(CreateUserSchema)) input: CreateUserInput,
    @CurrentUser() actor: UserEntity,
    @ClientAddress() clientAddress: string,
  ): Promise<UserResult> {
    return result(await this.users.create(input, { actor, clientAddress }));
  }

  @Post(':id/update-role')
  @HttpCode(HttpStatus.OK)
  async updateRole(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(UpdateRoleSchema)) input: UpdateRoleInput,
    @CurrentUser() actor: UserEntity,
    @ClientAddress() clientAddress: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserResult> {
    const acting: Acting = { actor, clientAddress };
    return this.keepOwnSession(await this.users.updateRole(id, input.role, acting), actor, response);
  }

  @Post(':id/update-user')
  @HttpCode(HttpStatus.OK)
  async updateUser(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(UpdateUserSchema)) input: UpdateUserInput,
    @CurrentUser() actor: UserEntity,
    @ClientAddress() clientAddress: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserResult> {
    return this.keepOwnSession(await this.users.update(id, input, { actor, clientAddress }), actor, response);
  }

  @Delete(':id')
  async delete(@Param('id') id: string, @CurrentUser() actor: UserEntity, @ClientAddress() clientAddress: string): Promise<UserResult> {
    return result(await this.users.delete(id, { actor, clientAddress }));
  }

  /** Changing your own password or role ends your other sessions, not this one: it gets a fresh cookie. */
  private async keepOwnSession(user: UserEntity, actor: UserEntity, response: Response): Promise<UserResult> {
    if (user.id === actor.id && user.isActive) await this.sessionCookie.issue(response, user);
    return result(user);
  }
}

function result(user: UserEntity): UserResult {
  return { success: true, user: toUser(user) };
}
