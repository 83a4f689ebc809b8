import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { LoggerModule } from 'nestjs-pino';
import { ServerCoreModule, createOrmOptions } from '@app/core';
import { type ApiConfig } from './config/api-config';
import { ApiConfigModule } from './config/api-config.module';
import { DeclaredPublicChangesInterceptor } from './common/declared-public-changes.interceptor';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { AccountModule } from './account/account.module';
import { AdminBlogModule } from './admin-blog/admin-blog.module';
import { AiModule } from './ai/ai.module';
import { ApiDocsModule } from './api-docs/api-docs.module';
import { AuditModule } from './audit/audit.module';
import { AuditLogViewerModule } from './audit/viewer/audit-log-viewer.module';
import { AuthModule } from './auth/auth.module';
import { BlogModule } from './blog/blog.module';
import { CompanyProfileModule } from './company-profile/company-profile.module';
import { ContactModule } from './contact/contact.module';
import { ContentDraftsModule } from './content-drafts/content-drafts.module';
import { ServerPagesModule } from './form-posts/server-pages';
import { HealthModule } from './health/health.module';
import { InboxModule } from './inbox/inbox.module';
import { loggerModuleOptions } from './logging/logger.module-options';
import { PublicAnswerSampler } from './logging/public-answer-sampler';
import { MediaModule } from './media/media.module';
import { HttpMetrics } from './metrics/http-metrics';
import { NewsletterModule } from './newsletter/newsletter.module';
import { OpsModule } from './ops/ops.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { TwoFactorModule } from './two-factor/two-factor.module';
import { PropertiesModule } from './properties/properties.module';
import { RemoteDeploymentsModule } from './remote-deployments/remote-deployments.module';
import { SeoModule } from './seo/seo.module';
import { SsrModule } from './ssr/ssr.module';
import { StatsModule } from './stats/stats.module';
import { TestimonialsModule } from './testimonials/testimonials.module';
import { UsersModule } from './user-management/users.module';
import { ViewingsModule } from './viewings/viewings.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { PortalModule } from './portal/portal.module';
import { OwnersModule } from './owners/owners.module';
import { TenanciesModule } from './tenancies/tenancies.module';
import { RentModule } from './rent/rent.module';
import { LeaseLifecycleModule } from './lease-lifecycle/lease-lifecycle.module';
import { ConditionReportsModule } from './condition-reports/condition-reports.module';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig): DynamicModule {
    const sampler = new PublicAnswerSampler(new Logger('RequestLog'));
    return {
      module: AppModule,
      imports: [
        ApiConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerModuleOptions(config, sampler)),
        MikroOrmModule.forRoot({ ...createOrmOptions(config.DATABASE_URL), forRoutesPath: '{*all}' }),
        ServerCoreModule.forRoot(config),
        AuditModule,
        HealthModule,
        AuthModule,
        UsersModule,
        MediaModule,
        BlogModule,
        PropertiesModule,
        TestimonialsModule,
        CompanyProfileModule,
        ServerPagesModule,
        ContactModule,
        NewsletterModule,
        SeoModule,
        SsrModule,
        ContentDraftsModule,
        AdminBlogModule,
        AiModule,
        StatsModule,
        InboxModule,
        ApiDocsModule,
        RemoteDeploymentsModule,
        OpsModule,
        AuditLogViewerModule,
        AccountModule,
        PasswordResetModule,
        TwoFactorModule,
        ViewingsModule,
        TenanciesModule,
        MaintenanceModule,
        PortalModule,
        OwnersModule,
        RentModule,
        LeaseLifecycleModule,
        ConditionReportsModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: DeclaredPublicChangesInterceptor },
        { provide: PublicAnswerSampler, useValue: sampler },
        HttpMetrics,
      ],
    };
  }
}
