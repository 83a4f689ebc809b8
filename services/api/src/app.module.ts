import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { LoggerModule } from 'nestjs-pino';
import { createOrmOptions } from '@app/core';
import { type ApiConfig } from './config/api-config';
import { ApiConfigModule } from './config/api-config.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { HealthModule } from './health/health.module';
import { loggerModuleOptions } from './logging/logger.module-options';
import { QueuesModule } from './queues/queues.module';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ApiConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerModuleOptions(config)),
        MikroOrmModule.forRoot({ ...createOrmOptions(config.DATABASE_URL), forRoutesPath: '{*all}' }),
        QueuesModule,
        HealthModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }],
    };
  }
}
