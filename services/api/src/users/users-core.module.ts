import { Module } from '@nestjs/common';
import { Argon2PasswordHasher } from './argon2-password-hasher';
import { PasswordHasher } from './password-hasher';
import { TwoFactorRepository } from './two-factor.repository';
import { UserSessionsRepository } from './user-sessions.repository';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/** Accounts, their sessions and password hashing, shared by sign-in (auth/) and user management (users/). */
@Module({
  providers: [UsersRepository, UserSessionsRepository, TwoFactorRepository, UsersService, { provide: PasswordHasher, useClass: Argon2PasswordHasher }],
  exports: [UsersRepository, UserSessionsRepository, TwoFactorRepository, UsersService, PasswordHasher],
})
export class UsersCoreModule {}
