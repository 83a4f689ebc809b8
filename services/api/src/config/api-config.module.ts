import { type DynamicModule, Global, Module } from '@nestjs/common';
import { API_CONFIG, type ApiConfig } from './api-config';

@Global()
@Module({})
export class ApiConfigModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return { module: ApiConfigModule, providers: [{ provide: API_CONFIG, useValue: config }], exports: [API_CONFIG] };
  }
}
