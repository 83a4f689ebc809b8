import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersCoreModule } from '../users/users-core.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

@Module({ imports: [AuthModule, UsersCoreModule], controllers: [AccountController], providers: [AccountService] })
export class AccountModule {}
