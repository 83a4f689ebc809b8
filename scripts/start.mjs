// npm start: build what changed, provide PostgreSQL and Redis, migrate, then run the API and one worker.
import { loadEnvironment } from './lib/environment.mjs';
import { startService, stopServices } from './lib/processes.mjs';
import { prepareProductionStack } from './lib/production-stack.mjs';

/** The API's metrics port; the worker's is the next one. */
const DEFAULT_METRICS_PORT = 9464;
let database;
let redis;

async function main() {
  const env = loadEnvironment();
  const stack = await prepareProductionStack(env);
  ({ redis, database } = stack);
  const { serviceEnv } = stack;

  let stopping = false;
  const shutdown = async (exitCode) => {
    if (stopping) return;
    stopping = true;
    await stopServices();
    await Promise.all([database.stop(), redis.stop()]);
    process.exit(exitCode);
  };
  const onExit = (name, code) => {
    console.error(`${name} stopped unexpectedly (${code}); stopping everything.`);
    void shutdown(1);
  };
  const metricsPort = Number(env.METRICS_PORT || DEFAULT_METRICS_PORT);
  startService('API', process.execPath, ['services/api/dist/main.js'], { env: { ...serviceEnv, METRICS_PORT: String(metricsPort) }, onExit });
  startService('Worker', process.execPath, ['services/worker/dist/main.js'], { env: { ...serviceEnv, METRICS_PORT: String(metricsPort + 1) }, onExit });
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  const port = env.PORT || 3000;
  await waitForHealth(`http://127.0.0.1:${port}/api/health`);
  console.log(`\nHarbourline is running at ${env.PUBLIC_URL || `http://localhost:${port}`}  (Ctrl+C stops it)`);
  console.log(`Metrics: http://127.0.0.1:${metricsPort}/metrics (API) and http://127.0.0.1:${metricsPort + 1}/metrics (worker)\n`);
}

async function waitForHealth(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The API did not answer ${url} within ${timeoutMs / 1000} s`);
}

main().catch(async (error) => {
  console.error(`\n${error.message}`);
  await stopServices();
  await Promise.all([database?.stop(), redis?.stop()]);
  process.exit(1);
});
