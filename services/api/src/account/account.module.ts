import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersCoreModule } from '../users/users-core.module';
import { AccountSessionsController } from './account-sessions.controller';
import { AccountSessionsService } from './account-sessions.service';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

@Module({
  imports: [AuthModule, UsersCoreModule],
  controllers: [AccountController, AccountSessionsController],
  providers: [AccountService, AccountSessionsService],
  exports: [AccountService],
})
export class AccountModule {}
