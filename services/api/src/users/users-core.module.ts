import { Module } from '@nestjs/common';
import { Argon2PasswordHasher } from '../auth/argon2-password-hasher';
import { PasswordHasher } from '../auth/password-hasher';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/** Accounts and password hashing, shared by sign-in (auth/) and user management (users/). */
@Module({
  providers: [UsersRepository, UsersService, { provide: PasswordHasher, useClass: Argon2PasswordHasher }],
  exports: [UsersRepository, UsersService, PasswordHasher],
})
export class UsersCoreModule {}
