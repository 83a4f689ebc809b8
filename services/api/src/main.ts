import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ConfigError } from '@app/core';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { type ApiConfig, loadApiConfig } from './config/api-config';

/** Nest drains and closes on SIGTERM (ShutdownDrain, then forceCloseConnections); this bounds the whole stop, hangs included. */
function exitWithinShutdownTimeout(config: ApiConfig) {
  process.once('SIGTERM', () => {
    setTimeout(() => {
      process.stderr.write(`API did not finish stopping within SHUTDOWN_TIMEOUT_MS (${config.SHUTDOWN_TIMEOUT_MS} ms); exiting.\n`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
  });
}

async function bootstrap() {
  const config = loadApiConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: true, bodyParser: false, forceCloseConnections: true });
  configureApp(app, config);
  exitWithinShutdownTimeout(config);
  const logger = new Logger('Api');
  if (config.jwtSecretGenerated) {
    logger.warn('JWT_SECRET is unset: signing sessions with a random secret of this process (sign-ins end when it restarts).');
  }
  await app.listen(config.PORT, config.HOST);
  logger.log(`API listening on http://${config.HOST}:${config.PORT} (site: ${config.PUBLIC_URL})`);
}

bootstrap().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : `API failed to start: ${error instanceof Error ? error.stack : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
