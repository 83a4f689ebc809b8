import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { RedisServer, eventually, freePort, pingRedis } from '../support';

const workspaceRoot = path.resolve(__dirname, '../../../..');
const redisModule = path.join(workspaceRoot, 'scripts/lib/redis.mjs');

/**
 * What npm start does with Redis (scripts/lib/redis.mjs): it provides one, prints the URL, and stops what it
 * started when it is told to stop.
 */
const PROVIDE_REDIS = `
  import { provideRedis } from ${JSON.stringify(redisModule)};
  try {
    const redis = await provideRedis(process.env, { dataDir: process.env.TEST_REDIS_DIR });
    console.log('REDIS_URL=' + redis.redisUrl);
    process.on('SIGTERM', async () => { await redis.stop(); process.exit(0); });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
`;

type ScriptRun = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

const scripts: ScriptRun[] = [];

function runProvideRedis(env: Record<string, string>): ScriptRun {
  let output = '';
  const child = spawn(process.execPath, ['--input-type=module', '-e', PROVIDE_REDIS], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const script = { child, output: () => output, exited };
  scripts.push(script);
  return script;
}

const baseEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' };

/** Issue 16, item 1: npm start provides Redis when REDIS_URL is unset and nothing answers on the local port. */
describe('npm start and Redis', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hl-local-redis-'));
  });
  afterEach(async () => {
    // A script that failed its test still stops the redis-server it may have started.
    for (const script of scripts.splice(0)) {
      script.child.kill('SIGTERM');
      await script.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts a persistent, loopback-only redis-server with its data in the given folder, and stops it', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const script = runProvideRedis({ ...baseEnv, LOCAL_REDIS_PORT: String(port), TEST_REDIS_DIR: dataDir });
    await eventually(() => script.output().includes(`REDIS_URL=${url}`), { message: 'the local Redis URL' });
    const client = new Redis(url, { maxRetriesPerRequest: 1 });
    try {
      expect(await client.config('GET', 'appendonly')).toEqual(['appendonly', 'yes']);
      expect(await client.config('GET', 'maxmemory-policy')).toEqual(['maxmemory-policy', 'noeviction']);
      expect(await client.config('GET', 'bind')).toEqual(['bind', '127.0.0.1']);
      expect(await client.config('GET', 'dir')).toEqual(['dir', dataDir]);
    } finally {
      client.disconnect();
    }
    expect(existsSync(path.join(dataDir, 'appendonlydir'))).toBe(true);

    script.child.kill('SIGTERM');
    expect(await script.exited).toBe(0);
    await expect(pingRedis(url)).rejects.toThrow();
  });

  it('uses a Redis that already answers on the local port, and leaves it running', async () => {
    const existing = await RedisServer.start();
    try {
      const script = runProvideRedis({ ...baseEnv, LOCAL_REDIS_PORT: String(existing.port), TEST_REDIS_DIR: dataDir });
      await eventually(() => script.output().includes(`REDIS_URL=${existing.url}`), { message: 'the existing Redis URL' });
      expect(script.output()).not.toContain('Starting a local Redis');
      script.child.kill('SIGTERM');
      await script.exited;
      expect(await pingRedis(existing.url)).toBe('PONG');
    } finally {
      await existing.close();
    }
  });

  it('says in one line how to install Redis when there is no redis-server on the PATH', async () => {
    const port = await freePort();
    const script = runProvideRedis({ ...baseEnv, PATH: dataDir, LOCAL_REDIS_PORT: String(port), TEST_REDIS_DIR: dataDir });
    expect(await script.exited).toBe(1);
    const message = script.output().trim();
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(/install it \(Debian\/Ubuntu: sudo apt-get install redis-server/);
  });

  it('refuses a REDIS_URL that does not answer, naming the setting', async () => {
    const port = await freePort();
    const script = runProvideRedis({ ...baseEnv, REDIS_URL: `redis://127.0.0.1:${port}`, TEST_REDIS_DIR: dataDir });
    expect(await script.exited).toBe(1);
    expect(script.output()).toContain(`Redis is not reachable at redis://127.0.0.1:${port} (REDIS_URL)`);
  });
});
