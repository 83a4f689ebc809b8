import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { UsersCoreModule } from '../users/users-core.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetsRepository } from './password-resets.repository';

@Module({
  imports: [UsersCoreModule, RateLimitModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetService, PasswordResetsRepository],
  exports: [PasswordResetsRepository],
})
export class PasswordResetModule {}
