import { Body, Controller, Get, HttpCode, HttpStatus, Post, Res, UseFilters } from '@nestjs/common';
import type { Response } from 'express';
import {
  type AuthUser,
  CreateUserSchema,
  type CreateUserInput,
  LoginSchema,
  type LoginInput,
  type LogoutResult,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { Public } from '../common/public.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { toUser } from '../users/user-view';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { ClientAddress, CurrentUser } from './current-user.decorator';
import { OptionalSession } from './optional-session.decorator';
import { Roles } from './roles.decorator';
import { SessionCookie } from './session-cookie';
import { TooManyAttemptsFilter } from './too-many-attempts.filter';

/** SPEC §7 authentication calls. */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly sessionCookie: SessionCookie,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseFilters(TooManyAttemptsFilter)
  async login(
    @Body(new ZodValidationPipe(LoginSchema)) credentials: LoginInput,
    @ClientAddress() clientAddress: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthUser> {
    const user = await this.auth.login(credentials, clientAddress);
    await this.sessionCookie.issue(response, user);
    return toUser(user);
  }

  @Get('me')
  me(@CurrentUser() user: UserEntity): AuthUser {
    return toUser(user);
  }

  @OptionalSession()
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  async logout(
    @CurrentUser() user: UserEntity | undefined,
    @ClientAddress() clientAddress: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LogoutResult> {
    if (user) await this.auth.logout(user, clientAddress);
    this.sessionCookie.clear(response);
    return { success: true };
  }

  /** Never open to visitors: a signed-in admin or super admin creates accounts within their role rules. */
  @Roles('super_admin', 'admin')
  @Post('register')
  async register(
    @Body(new ZodValidationPipe(CreateUserSchema)) input: CreateUserInput,
    @CurrentUser() actor: UserEntity,
    @ClientAddress() clientAddress: string,
  ): Promise<AuthUser> {
    return toUser(await this.users.create(input, { actor, clientAddress }));
  }
}
