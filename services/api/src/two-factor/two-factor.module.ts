import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersCoreModule } from '../users/users-core.module';
import { TotpSecretCipher } from './totp-secret-cipher';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

@Module({ imports: [AuthModule, UsersCoreModule], controllers: [TwoFactorController], providers: [TwoFactorService, TotpSecretCipher] })
export class TwoFactorModule {}
