import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { ConfigError, describeError } from '@app/core';
import { loadWorkerConfig } from './config/worker-config';
import { HANDLER_MODULES } from './handler-modules';
import { WorkerModule } from './worker.module';

/** Beyond WORKER_SHUTDOWN_TIMEOUT_MS, for closing the database and Redis connections. */
const EXIT_GRACE_MS = 5000;

/** Whatever hangs while closing (a dependency that does not answer), the process is gone by this bound after a signal. */
function exitAfterShutdownBound(timeoutMs: number) {
  const bound = timeoutMs + EXIT_GRACE_MS;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        process.stderr.write(`Worker shutdown did not end within ${bound} ms; exiting\n`);
        process.exit(1);
      }, bound).unref();
    });
  }
}

async function bootstrap() {
  const config = loadWorkerConfig();
  exitAfterShutdownBound(config.WORKER_SHUTDOWN_TIMEOUT_MS);
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
