// The API from source for the benchmarks, as services/system-tests start it (node -r @swc-node/register), with
// NODE_ENV=production and LOG_LEVEL=info, its log going to a file, and a first super admin of its own.
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { workspaceRoot } from './environment.mjs';
import { startService } from './processes.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitUntil(check, what, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

/** The super admin a benchmark's API creates on a database without one: `password`, else a random one. */
export function benchAdmin(password) {
  return { email: 'bench@harbourline.test', password: password ?? `Bench-${randomBytes(12).toString('base64url')}` };
}

/** What a benchmark's API needs besides its database, Redis and logging: production, fresh secrets, the demo licence, `admin`, no drain at shutdown. */
export function benchApiEnv(admin) {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TOTP_ENCRYPTION_KEY: randomBytes(48).toString('base64url'),
    COMPANY_LICENCE_NUMBER: 'L3012345K',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SHUTDOWN_DRAIN_MS: '0',
  };
}

/**
 * Starts the API on `databaseUrl`; `onFailure` receives an Error (with the end of the log) if it stops on its own.
 * Returns its base URL, its pid and the super admin it creates on a database without one (`adminPassword`, else a
 * random one).
 */
export async function startApiFromSource({ databaseUrl, mediaDir, logFile, redisUrl, redisPrefix, onFailure, name = 'API', adminPassword }) {
  const port = await freePort();
  const log = openSync(logFile, 'w');
  const admin = benchAdmin(adminPassword);
  const env = {
    ...process.env,
    ...benchApiEnv(admin),
    LOG_LEVEL: 'info',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    MEDIA_DIR: mediaDir,
    SWC_NODE_PROJECT: path.join(workspaceRoot, 'tsconfig.node.json'),
  };
  const api = startService(name, process.execPath, ['-r', '@swc-node/register', 'services/api/src/main.ts'], {
    env,
    stdio: ['ignore', log, log],
    onExit: (service, code) =>
      onFailure(new Error(`${service} stopped unexpectedly (${code}); the end of its log:\n${readFileSync(logFile, 'utf8').slice(-3000)}`)),
  });
  closeSync(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntil(async () => (await fetch(`${baseUrl}/api/health`)).ok, `${name} answering /api/health`);
  return { baseUrl, pid: api.pid, admin };
}
