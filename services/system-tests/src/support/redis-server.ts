import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { eventually } from '@app/core/testing';
import { freePort } from './free-port';

type RedisServerOptions = { appendOnly?: boolean };

/**
 * A redis-server process of the test's own (Debian's binary), on a free loopback port with its data in a temporary
 * folder, so a test can stop, kill and restart it without touching the machine's shared Redis.
 */
export class RedisServer {
  private process: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    readonly dir: string,
    private readonly options: RedisServerOptions,
  ) {}

  static async start(options: RedisServerOptions = {}): Promise<RedisServer> {
    const server = new RedisServer(await freePort(), mkdtempSync(path.join(tmpdir(), 'hl-redis-')), options);
    await server.launch();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** SIGTERM: Redis writes its append-only file (when on) and exits. */
  stop(): Promise<void> {
    return this.end('SIGTERM');
  }

  /** SIGKILL: what an out-of-memory kill or a host crash does. */
  kill(): Promise<void> {
    return this.end('SIGKILL');
  }

  /** Starts it again on the same port with the same data folder. */
  async restart(): Promise<void> {
    await this.stop();
    await this.launch();
  }

  async close(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async launch(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--save', '', '--appendonly', this.options.appendOnly ? 'yes' : 'no'];
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    this.process = child;
    child.once('exit', () => {
      if (this.process === child) this.process = null;
    });
    await eventually(async () => (await pingRedis(this.url)) === 'PONG', { timeoutMs: 10_000, message: `redis-server on port ${this.port}` });
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const child = this.process;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

/** PING within half a second: 'PONG', or a rejection when nothing answers. */
export async function pingRedis(url: string): Promise<string> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 500 });
  client.on('error', () => {});
  try {
    await client.connect();
    return await client.ping();
  } finally {
    client.disconnect();
  }
}
