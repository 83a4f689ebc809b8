// The production build, served by the real API and one worker, on a database made for this run.
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startService, stopServices } from '../../scripts/lib/processes.mjs';

const require = createRequire(import.meta.url);
const { createMigratedDatabase, dropDatabase, deleteRedisKeys } = require('../../tools/jest/test-database.cjs');
const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// A prefix the tests know (the mail stack's) is used again by every run on this port: what an earlier run left goes first.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const knownRedisPrefix = process.env.E2E_REDIS_PREFIX;
if (knownRedisPrefix) await deleteRedisKeys(redisUrl, `${knownRedisPrefix}:`);
const database = await createMigratedDatabase('harbourline_e2e');
const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'harbourline-e2e-media-'));
const env = {
  // Includes ADMIN_EMAIL and ADMIN_PASSWORD for the first super admin, set by playwright.config.ts.
  ...process.env,
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT,
  HOST: '127.0.0.1',
  DATABASE_URL: database.url,
  MEDIA_DIR: mediaDir,
  // Known to the tests (support/job-queue.ts), so they can run a scheduled sweep now instead of waiting for its hour.
  REDIS_PREFIX: knownRedisPrefix ?? `hl-e2e-${process.pid}`,
  LOG_LEVEL: 'warn',
};

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopServices();
  await dropDatabase(database.name);
  if (knownRedisPrefix) await deleteRedisKeys(redisUrl, `${knownRedisPrefix}:`);
  await rm(mediaDir, { recursive: true, force: true });
  process.exit(code);
}
const onExit = (name, code) => {
  console.error(`${name} stopped unexpectedly (${code})`);
  void shutdown(1);
};
startService('API', process.execPath, [path.join(workspaceRoot, 'services/api/dist/main.js')], { env, onExit });
startService('Worker', process.execPath, [path.join(workspaceRoot, 'services/worker/dist/main.js')], { env, onExit });
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(0));
