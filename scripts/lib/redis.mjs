// Redis for npm start / npm run dev: REDIS_URL when set, otherwise whatever answers on the local port, otherwise a
// redis-server started here (data in .data/redis) and stopped with the scripts.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { workspaceRoot } from './environment.mjs';

const START_TIMEOUT_MS = 10_000;
const INSTALL_HINT =
  'No Redis answers and no redis-server is installed: install it (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis) or set REDIS_URL to a running Redis.';

/**
 * Returns the REDIS_URL to use and a function that stops whatever was started here.
 * `dataDir` is where a started redis-server keeps its append-only file.
 */
export async function provideRedis(env, { dataDir = path.join(workspaceRoot, '.data/redis') } = {}) {
  if (env.REDIS_URL) {
    await assertRedisReachable(env.REDIS_URL);
    return { redisUrl: env.REDIS_URL, stop: async () => {} };
  }
  const port = Number(env.LOCAL_REDIS_PORT ?? 6379);
  const redisUrl = `redis://127.0.0.1:${port}`;
  if (await answersPing(redisUrl)) return { redisUrl, stop: async () => {} };
  if (!redisServerInstalled()) throw new Error(INSTALL_HINT);

  mkdirSync(dataDir, { recursive: true });
  console.log(
    `Starting a local Redis on 127.0.0.1:${port} with its data in ${path.relative(workspaceRoot, dataDir) || dataDir} (set REDIS_URL to use your own)...`,
  );
  const server = startRedisServer(port, dataDir);
  await waitUntilAnswering(redisUrl, server);
  return { redisUrl, stop: () => stopRedisServer(server) };
}

async function assertRedisReachable(redisUrl) {
  if (await answersPing(redisUrl)) return;
  throw new Error(`Redis is not reachable at ${redisUrl} (REDIS_URL). Start that Redis, or unset REDIS_URL to let npm start run a local one.`);
}

async function answersPing(redisUrl) {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

function redisServerInstalled() {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Persistent and never evicting, as production Redis must be (the queues live in it); loopback only. */
function startRedisServer(port, dataDir) {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dataDir, '--appendonly', 'yes', '--maxmemory-policy', 'noeviction', '--save', ''];
  return spawn('redis-server', args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

function isRunning(server) {
  return server.exitCode === null && server.signalCode === null;
}

async function waitUntilAnswering(redisUrl, server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && isRunning(server)) {
    if (await answersPing(redisUrl)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopRedisServer(server);
  throw new Error(`The local redis-server did not answer on ${redisUrl} within ${START_TIMEOUT_MS / 1000} s (see its messages above).`);
}

/** SIGTERM: Redis flushes its append-only file and exits. */
function stopRedisServer(server) {
  if (!isRunning(server)) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
}
