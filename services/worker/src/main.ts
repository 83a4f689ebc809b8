import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { ConfigError, describeError } from '@app/core';
import { loadWorkerConfig } from './config/worker-config';
import { HANDLER_MODULES } from './handler-modules';
import { WorkerModule } from './worker.module';

async function bootstrap() {
  const config = loadWorkerConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, { handlerModules: HANDLER_MODULES }), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
}

bootstrap().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : `Worker failed to start: ${describeError(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
