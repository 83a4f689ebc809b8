// The settings npm start and npm run cluster give the API and worker processes: production, with the embedded defaults.
import { persistentSecret } from './secrets.mjs';

/** DEFAULT_COMPANY_PROFILE's demo licence: production requires the setting, and npm start runs as production. */
const DEMO_LICENCE_NUMBER = 'L3012345K';

/** `env` (the environment and .env) completed for production, on the given PostgreSQL and Redis. */
export function productionServiceEnv(env, { databaseUrl, redisUrl }) {
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
