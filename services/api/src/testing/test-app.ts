import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../app.module';
import { configureApp } from '../app.setup';
import { type ApiConfig, loadApiConfig } from '../config/api-config';

/** The first super admin a test app creates on a database with no user (see first-admin.int-spec.ts). */
export const TEST_ADMIN = { email: 'root@harbourline.test', password: 'Root-password-for-tests-1' };

/** The API as main.ts builds it, against the test run's database and Redis prefix (see jest.integration.config.cjs). */
export async function createTestApp(overrides: Record<string, string> = {}) {
  const config: ApiConfig = loadApiConfig({
    ...process.env,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_USERNAME: 'root',
    // Jest's VM cannot evaluate mfe-public's server container (it needs --experimental-vm-modules): pages are sent
    // without their server render here. Server rendering is tested on a real API process, in services/system-tests.
    SERVER_REMOTES_BASE_URL: 'http://127.0.0.1:9',
    ...overrides,
  });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false, bodyParser: false });
  configureApp(app, config);
  await app.init();
  return { app, config, server: app.getHttpServer() };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * For a describe block: the test app (createTestApp with `overrides`), started before the block's tests and closed
 * after them. The object is filled in once started: read its fields inside hooks and tests.
 */
export function useTestApp(overrides: Record<string, string> = {}): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    Object.assign(context, await createTestApp(overrides));
  });
  afterAll(() => context.app.close());
  return context;
}
