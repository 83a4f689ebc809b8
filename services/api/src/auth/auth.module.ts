import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { UsersCoreModule } from '../users/users-core.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { FirstAdminService } from './first-admin.service';
import { JwtStrategy } from './jwt.strategy';
import { LoginAttemptsService } from './login-attempts.service';
import { RolesGuard } from './roles.guard';
import { SessionAuthGuard } from './session-auth.guard';
import { SessionCookie } from './session-cookie';
import { TwoFactorChallengeCookie } from './two-factor-challenge-cookie';
import { TwoFactorSetupGuard } from './two-factor-setup.guard';

@Module({
  imports: [
    UsersCoreModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => ({
        secret: config.JWT_SECRET,
        signOptions: { algorithm: 'HS256', expiresIn: config.SESSION_TTL_HOURS * 60 * 60 },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    FirstAdminService,
    JwtStrategy,
    LoginAttemptsService,
    SessionCookie,
    TwoFactorChallengeCookie,
    // Order matters: who you are, then what your role allows, then whether your role first needs two-factor set up.
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_GUARD, useClass: TwoFactorSetupGuard },
  ],
  exports: [SessionCookie, LoginAttemptsService, TwoFactorChallengeCookie],
})
export class AuthModule {}
