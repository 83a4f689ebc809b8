import { QUEUE_NAMES } from '@app/core';
import { type TestS3Server, startS3Server } from '@app/core/testing';
import { ServiceProcess, type SpawnOptions } from '../support/service-process';
import { ReadinessProxy } from './readiness-proxy';

/** The queues of the workers that do not process images. */
export const OTHER_QUEUES = QUEUE_NAMES.filter((name) => name !== 'media').join(',');

export type ClusterOptions = {
  /** Settings every API and worker gets: the database, Redis, its key prefix, secrets. */
  env: Record<string, string>;
  /** Settings the workers get on top of `env` (a test's LOG_LEVEL=debug, to wait for reconciler runs). */
  workerEnv?: Record<string, string>;
  apis?: number;
  mediaWorkers?: number;
  otherWorkers?: number;
  /** The proxy's port on 127.0.0.1 (0: a free one). */
  proxyPort?: number;
  /** Where s3rver keeps the bucket (kept after close); a temporary folder, removed at close, when unset. */
  s3Directory?: string;
} & SpawnOptions;

/**
 * Several API processes behind a round-robin proxy that honours readiness, and workers split by queue (some on
 * `media` only, the others on the rest), all sharing one PostgreSQL, one Redis (one key prefix) and one S3 bucket
 * (s3rver). Used by the cluster system test, `npm run cluster` and `npm run bench:cluster`.
 */
export class Cluster {
  readonly apis: ServiceProcess[] = [];
  readonly mediaWorkers: ServiceProcess[] = [];
  readonly otherWorkers: ServiceProcess[] = [];

  private constructor(
    readonly proxy: ReadinessProxy,
    readonly s3: TestS3Server,
    /** The settings of every process: `options.env`, S3 storage, the proxy as the public address. */
    readonly env: Record<string, string>,
    private readonly spawnOptions: SpawnOptions,
    private readonly workerEnv: Record<string, string>,
  ) {}

  static async start(options: ClusterOptions): Promise<Cluster> {
    const s3 = await startS3Server({ directory: options.s3Directory });
    const proxy = await ReadinessProxy.start(options.proxyPort);
    const env = { PUBLIC_URL: proxy.url, ...withoutPorts(options.env), ...s3.env, TRUST_PROXY_HOPS: '1' };
    const cluster = new Cluster(proxy, s3, env, { ownProcessGroup: options.ownProcessGroup }, options.workerEnv ?? {});
    try {
      await Promise.all([
        ...times(options.apis ?? 3, () => cluster.addApi()),
        ...times(options.mediaWorkers ?? 2, () => cluster.addWorker('media')),
        ...times(options.otherWorkers ?? 1, () => cluster.addWorker('other')),
      ]);
    } catch (error) {
      await cluster.close();
      throw error;
    }
    return cluster;
  }

  get url(): string {
    return this.proxy.url;
  }

  get processes(): ServiceProcess[] {
    return [...this.apis, ...this.mediaWorkers, ...this.otherWorkers];
  }

  /** One more API process, in the proxy's rotation once it is ready. */
  async addApi(): Promise<ServiceProcess> {
    const api = await ServiceProcess.api(this.env, this.spawnOptions);
    this.apis.push(api);
    await this.proxy.add(api.baseUrl);
    return api;
  }

  /** One more worker, on the `media` queue only or on every other queue. */
  async addWorker(kind: 'media' | 'other', overrides: Record<string, string> = {}): Promise<ServiceProcess> {
    const queues = kind === 'media' ? 'media' : OTHER_QUEUES;
    const worker = await ServiceProcess.worker({ ...this.env, WORKER_QUEUES: queues, ...this.workerEnv, ...overrides }, this.spawnOptions);
    (kind === 'media' ? this.mediaWorkers : this.otherWorkers).push(worker);
    return worker;
  }

  /** Stops an API process with `signal` and takes it out of the proxy's list once it has exited. */
  async stopApi(api: ServiceProcess, signal: NodeJS.Signals = 'SIGTERM') {
    const exit = await api.stop(signal);
    this.proxy.remove(api.baseUrl);
    return exit;
  }

  /** What every process logged so far. */
  output(): string {
    return this.processes.map((process) => process.output).join('\n');
  }

  /** The proxy first (no new requests), then every process with SIGTERM (they finish their work), then S3. */
  async close(): Promise<void> {
    await this.proxy.close();
    await Promise.allSettled(this.processes.map((process) => process.stop('SIGTERM', 20_000)));
    await this.s3.close();
  }
}

/** One PORT or METRICS_PORT for every process would clash: each API takes a free port, and metrics stay off. */
function withoutPorts(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'PORT' && name !== 'METRICS_PORT'));
}

function times<T>(count: number, make: () => T): T[] {
  return Array.from({ length: count }, make);
}
