// A real worker process serving only the media job, for media-processing.int-spec.ts (run from source, WORKER_QUEUES=media).
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { processMediaJob } from '@app/core';
import { loadWorkerConfig } from '../../config/worker-config';
import { WorkerModule } from '../../worker.module';
import { MediaWorkerModule } from '../media-worker.module';

async function start() {
  const config = loadWorkerConfig();
  const app = await NestFactory.createApplicationContext(
    WorkerModule.forRoot(config, { catalogue: [processMediaJob], handlerModules: [MediaWorkerModule] }),
    { logger: false },
  );
  app.enableShutdownHooks();
  await app.init();
}

start().catch((error: unknown) => {
  process.stderr.write(`Media worker failed to start: ${String(error)}\n`);
  process.exit(1);
});
