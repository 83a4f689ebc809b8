import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The first super admin that the API creates in a system test's own, empty database. */
export const SYSTEM_ADMIN = { email: 'ops@harbourline.test', password: 'System-tests-password-1', username: 'ops' };

type ServerEnvOptions = { databaseUrl: string; redisUrl: string } & Record<string, string>;

export type ServerEnv = Record<string, string> & { DATABASE_URL: string; REDIS_URL: string; REDIS_PREFIX: string; MEDIA_DIR: string };

/**
 * Settings for API and worker processes of one system test: its own database, Redis, key prefix and media folder.
 * Pass the same object to the API and the workers of a test so they see one another's work.
 */
export function serverEnv({ databaseUrl, redisUrl, ...overrides }: ServerEnvOptions): ServerEnv {
  return {
    ...stringEntries(process.env),
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `hl-sys-${randomBytes(4).toString('hex')}`,
    MEDIA_DIR: mkdtempSync(path.join(tmpdir(), 'hl-sys-media-')),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ADMIN_EMAIL: SYSTEM_ADMIN.email,
    ADMIN_PASSWORD: SYSTEM_ADMIN.password,
    ADMIN_USERNAME: SYSTEM_ADMIN.username,
    // A stopped API drains for 0.1 s instead of 5: tests of the drain itself set their own.
    SHUTDOWN_DRAIN_MS: '100',
    ...overrides,
  };
}

function stringEntries(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
