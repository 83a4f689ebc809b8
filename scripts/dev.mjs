// npm run dev: every app rebuilt on change (rspack watch), the API and a worker restarted on change (node --watch).
import path from 'node:path';
import { loadEnvironment, workspaceRoot } from './lib/environment.mjs';
import { provideDatabase } from './lib/database.mjs';
import { provideRedis } from './lib/redis.mjs';
import { run, startService, stopServices } from './lib/processes.mjs';
import remotes from '../tools/remotes/remotes.cjs';

const WEB_APPS = ['shell', ...remotes.readRemotes().map(({ folder }) => folder)];
const rspack = path.join(workspaceRoot, 'node_modules/.bin/rspack');
const fromSource = ['-r', '@swc-node/register'];
let database;
let redis;

async function main() {
  const env = loadEnvironment();
  redis = await provideRedis(env);
  database = await provideDatabase(env);
  const serviceEnv = {
    ...env,
    NODE_ENV: 'development',
    DATABASE_URL: database.databaseUrl,
    REDIS_URL: redis.redisUrl,
    SWC_NODE_PROJECT: path.join(workspaceRoot, 'tsconfig.node.json'),
  };
  await run(process.execPath, [...fromSource, 'services/core/src/database/migrate.ts'], { cwd: workspaceRoot, env: serviceEnv });

  const shutdown = async () => {
    await stopServices();
    await Promise.all([database.stop(), redis.stop()]);
    process.exit(0);
  };
  for (const app of WEB_APPS) {
    startService(app, rspack, ['build', '--watch', '--mode', 'development', '--config', path.join(workspaceRoot, app, 'rspack.config.cjs')], {
      env: serviceEnv,
    });
  }
  startService('API', process.execPath, ['--watch', ...fromSource, 'services/api/src/main.ts'], { env: serviceEnv });
  startService('Worker', process.execPath, ['--watch', ...fromSource, 'services/worker/src/main.ts'], { env: serviceEnv });
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch(async (error) => {
  console.error(`\n${error.message}`);
  await stopServices();
  await Promise.all([database?.stop(), redis?.stop()]);
  process.exit(1);
});
