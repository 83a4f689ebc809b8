import { Module } from '@nestjs/common';
import { PasswordResetModule } from '../password-reset/password-reset.module';
import { TenanciesController } from './tenancies.controller';
import { TenanciesRepository } from './tenancies.repository';
import { TenanciesService } from './tenancies.service';
import { PortalAccountsService } from './portal-accounts.service';

@Module({
  imports: [PasswordResetModule],
  controllers: [TenanciesController],
  providers: [TenanciesService, TenanciesRepository, PortalAccountsService],
  exports: [PortalAccountsService, TenanciesRepository],
})
export class TenanciesModule {}
