// What npm start and npm run cluster do before they start processes: build what changed, provide PostgreSQL and
// Redis (embedded or local ones when none is configured), complete the settings for production, and migrate.
import path from 'node:path';
import { workspaceRoot } from './environment.mjs';
import { provideDatabase } from './database.mjs';
import { run } from './processes.mjs';
import { provideRedis } from './redis.mjs';
import { persistentSecret } from './secrets.mjs';

/** DEFAULT_COMPANY_PROFILE's demo licence: production requires the setting, and npm start runs as production. */
const DEMO_LICENCE_NUMBER = 'L3012345K';

/** Answers the Redis and database provided (each with its stop()) and the settings for the API and worker processes. */
export async function prepareProductionStack(env) {
  console.log('Building the apps (cached after the first run)...');
  await run(path.join(workspaceRoot, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '--outputStyle=static'], { cwd: workspaceRoot });
  const redis = await provideRedis(env);
  let database;
  try {
    database = await provideDatabase(env);
    const serviceEnv = productionServiceEnv(env, { databaseUrl: database.databaseUrl, redisUrl: redis.redisUrl });
    await run(process.execPath, ['services/core/dist/database/migrate.js'], { cwd: workspaceRoot, env: serviceEnv });
    return { redis, database, serviceEnv };
  } catch (error) {
    await Promise.all([database?.stop(), redis.stop()]);
    throw error;
  }
}

/** `env` (the environment and .env) completed for production, on the given PostgreSQL and Redis. */
function productionServiceEnv(env, { databaseUrl, redisUrl }) {
  if (!env.COMPANY_LICENCE_NUMBER) {
    console.log(`COMPANY_LICENCE_NUMBER is unset: the site shows the demo CEA licence number ${DEMO_LICENCE_NUMBER}. Set the agency's own before going live.`);
  }
  return {
    ...env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    NODE_ENV: env.NODE_ENV || 'production',
    JWT_SECRET: env.JWT_SECRET || persistentSecret('jwt-secret'),
    TOTP_ENCRYPTION_KEY: env.TOTP_ENCRYPTION_KEY || persistentSecret('totp-encryption-key'),
    COMPANY_LICENCE_NUMBER: env.COMPANY_LICENCE_NUMBER || DEMO_LICENCE_NUMBER,
  };
}
