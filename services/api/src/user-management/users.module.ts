import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersController } from './users.controller';
import { UsersCoreModule } from '../users/users-core.module';

@Module({ imports: [AuthModule, UsersCoreModule], controllers: [UsersController] })
export class UsersModule {}
