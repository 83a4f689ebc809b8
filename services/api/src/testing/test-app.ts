import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../app.module';
import { configureApp } from '../app.setup';
import { type ApiConfig, loadApiConfig } from '../config/api-config';

/** The API as main.ts builds it, against the test run's database and Redis prefix (see jest.integration.config.cjs). */
export async function createTestApp(overrides: Record<string, string> = {}) {
  const config: ApiConfig = loadApiConfig({ ...process.env, ...overrides });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false, bodyParser: false });
  configureApp(app, config);
  await app.init();
  return { app, config, server: app.getHttpServer() };
}
