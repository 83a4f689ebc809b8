import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module';
import { AuthModule } from '../auth/auth.module';
import { UsersCoreModule } from '../users/users-core.module';
import { OwnTwoFactorController } from './own-two-factor.controller';
import { OwnTwoFactorService } from './own-two-factor.service';
import { TotpCodes } from './totp-codes';
import { TotpSecretCipher } from './totp-secret-cipher';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [AuthModule, UsersCoreModule, AccountModule],
  controllers: [TwoFactorController, OwnTwoFactorController],
  providers: [TwoFactorService, OwnTwoFactorService, TotpSecretCipher, TotpCodes],
})
export class TwoFactorModule {}
