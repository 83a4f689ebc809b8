import { Agent, get } from 'node:http';
import { ApiClient, type OwnDatabase, RedisServer, ServiceProcess, createTestDatabase, eventually, serverEnv } from '../support';

const SHUTDOWN_DRAIN_MS = 1500;
const SHUTDOWN_TIMEOUT_MS = 5000;

type Answer = { status: number; connection: string | undefined };

/** One keep-alive connection sending request after request, as a busy client or a load balancer does. */
class BusyClient {
  readonly answers: Answer[] = [];
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  private running = true;
  readonly done: Promise<void>;

  constructor(private readonly baseUrl: string) {
    this.done = this.loop();
  }

  stop() {
    this.running = false;
    this.agent.destroy();
  }

  private async loop() {
    while (this.running) {
      try {
        this.answers.push(await this.health());
      } catch {
        return; // the API closed the connection and stopped listening
      }
    }
  }

  private health(): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = get(`${this.baseUrl}/api/health`, { agent: this.agent, timeout: 5000 }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', reject);
    });
  }
}

describe('API on SIGTERM', () => {
  let database: OwnDatabase;
  let redis: RedisServer;

  beforeAll(async () => {
    database = await createTestDatabase('shutdown');
    redis = await RedisServer.start();
  });
  afterAll(async () => {
    await redis?.close();
    await database?.drop();
  });

  it('turns not ready at once, asks busy keep-alive clients to close, and exits within SHUTDOWN_TIMEOUT_MS', async () => {
    const env = serverEnv({
      databaseUrl: database.url,
      redisUrl: redis.url,
      SHUTDOWN_DRAIN_MS: String(SHUTDOWN_DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    });
    const api = await ServiceProcess.api(env);
    const probe = new ApiClient(api.baseUrl);
    const busy = new BusyClient(api.baseUrl);
    try {
      await eventually(() => busy.answers.length > 100, { message: 'the busy client to be served' });
      const answeredBeforeSignal = busy.answers.length;
      const signalledAt = Date.now();
      const stopping = api.stop('SIGTERM', SHUTDOWN_TIMEOUT_MS * 3);

      const notReadyAt = await eventually(async () => ((await probe.get('/api/ready', { timeoutMs: 1000 })).status === 503 ? Date.now() : null), {
        timeoutMs: SHUTDOWN_DRAIN_MS,
        intervalMs: 20,
        message: '/api/ready to answer 503',
      });
      const exit = await stopping;
      await busy.done;
      const afterSignal = busy.answers.slice(answeredBeforeSignal);
      process.stdout.write(
        `SIGTERM: not ready after ${notReadyAt - signalledAt} ms, ${afterSignal.length} answers on the busy client after it, exit after ${exit.elapsedMs} ms (${exit.signal ?? exit.code})\n`,
      );
      expect(afterSignal.some((answer) => answer.connection === 'close')).toBe(true);
      expect(exit.elapsedMs).toBeGreaterThanOrEqual(SHUTDOWN_DRAIN_MS);
      expect(exit.elapsedMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
      // Nest ends a clean stop by raising the signal again: killed by SIGTERM is a graceful exit, code 1 is the deadline.
      expect(exit.signal === 'SIGTERM' || exit.code === 0).toBe(true);
    } finally {
      busy.stop();
      await api.kill();
    }
  });

  it('stops cleanly and in time while Redis is down', async () => {
    const env = serverEnv({
      databaseUrl: database.url,
      redisUrl: redis.url,
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      AI_ENHANCE_WAIT_MS: '1000',
    });
    const api = await ServiceProcess.api(env);
    try {
      // Opens each kind of Redis connection the API has: its own client, a producer queue and (no worker) queue events.
      const client = new ApiClient(api.baseUrl);
      expect((await client.signIn()).status).toBe(200);
      expect(
        (await client.post('/api/contact', { name: 'Tan Mei Ling', email: 'stop@example.sg', message: 'Please call me about my flat.', consent: true })).status,
      ).toBe(201);
      expect((await client.post('/api/admin/content/enhance', { content: '<p>Our services.</p>' })).status).toBe(504);
      await redis.stop();
      const exit = await api.stop('SIGTERM', SHUTDOWN_TIMEOUT_MS * 3);
      expect(exit.elapsedMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
      expect({ signal: exit.signal, code: exit.code, errors: api.output.match(/Error during shutdown.*/g) }).toEqual({
        signal: 'SIGTERM',
        code: null,
        errors: null,
      });
    } finally {
      await api.kill();
      await redis.restart();
    }
  });
});
