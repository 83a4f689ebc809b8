import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Job } from 'bullmq';
import pg from 'pg';
import sharp from 'sharp';
import type { OwnerSweepJob, OwnerSweepJobSchema } from '@app/contracts';
import { type JobDefinition, JobQueues, type QueueName } from '@app/core';
import { ApiClient, type OwnDatabase, RedisServer, type ServerEnv, ServiceProcess, createTestDatabase, eventually, serverEnv } from '../support';

/**
 * Worker timings of the fault tests: a killed worker's job is taken over within seconds, retries start at 200 ms
 * and double up to 2 s (12 media attempts then span about 17 s), stored work is reconciled every second.
 */
export const QUICK_WORKER_SETTINGS = {
  WORKER_LOCK_DURATION_MS: '2000',
  WORKER_STALLED_INTERVAL_MS: '500',
  JOB_RETRY_BASE_DELAY_MS: '200',
  JOB_RETRY_MAX_DELAY_MS: '2000',
  RECONCILE_INTERVAL_MS: '1000',
};

/**
 * A large image in a small file (one colour compresses to almost nothing): decoding and resizing its 36 megapixels
 * keeps the worker busy for seconds, long enough to kill or stop it in the middle.
 */
export function slowImage(): Promise<Buffer> {
  return sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#3b7dd8' } })
    .png()
    .toBuffer();
}

/** A contact form submission as the public site sends it. */
export const ENQUIRY = {
  name: 'Tan Mei Ling',
  email: 'mei.ling@example.sg',
  phone: '',
  service: 'co-living',
  message: 'Please call me about my flat.',
  consent: true,
};

export type Generation = { state: string; draftId: string | null; error: string | null };

type MediaItemBody = { id: string; status: string; failureReason: string | null };

/** A run of a tenancies-queue sweep at its payload's clock `at`, which writes its rows (one per due item) to `table`. */
export type SweepRun = OwnerSweepJob & { job: JobDefinition<typeof OwnerSweepJobSchema, void>; table: string };

/**
 * One fault test's own database, Redis, API process and worker settings; workers are started by the test, as many
 * and whenever it needs. close() stops everything it started.
 */
export class WorkerFaultStack {
  readonly staff: ApiClient;
  readonly queues: JobQueues;
  private readonly workers = new Set<ServiceProcess>();

  private constructor(
    readonly database: OwnDatabase,
    readonly redis: RedisServer,
    readonly env: ServerEnv,
    readonly api: ServiceProcess,
  ) {
    this.staff = new ApiClient(api.baseUrl);
    this.queues = new JobQueues(env.REDIS_URL, env.REDIS_PREFIX);
  }

  static async start(name: string, settings: Record<string, string> = {}): Promise<WorkerFaultStack> {
    const database = await createTestDatabase(name);
    const redis = await RedisServer.start();
    const env = serverEnv({ databaseUrl: database.url, redisUrl: redis.url, ...QUICK_WORKER_SETTINGS, ...settings });
    const stack = new WorkerFaultStack(database, redis, env, await ServiceProcess.api(env));
    expect((await stack.staff.signIn()).status).toBe(200);
    return stack;
  }

  /** A worker process with the stack's settings and `overrides`. */
  async startWorker(overrides: Record<string, string> = {}): Promise<ServiceProcess> {
    const worker = await ServiceProcess.worker({ ...this.env, ...overrides });
    this.workers.add(worker);
    return worker;
  }

  /** Uploads the images in one request, as the media page does; answers their ids. */
  async upload(...images: Buffer[]): Promise<string[]> {
    const form = new FormData();
    images.forEach((image, index) => form.append('files', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `listing-${index}.jpg`));
    const answer = await this.staff.request<MediaItemBody[]>('POST', '/api/admin/media', { body: form, timeoutMs: 30_000 });
    expect(answer.status).toBe(201);
    return answer.body.map((item) => item.id);
  }

  async mediaItem(id: string): Promise<MediaItemBody> {
    return (await this.staff.get<MediaItemBody>(`/api/admin/media/${id}`)).body;
  }

  /** The item once it has left processing (ready or failed). */
  processedMediaItem(id: string, timeoutMs: number): Promise<MediaItemBody> {
    return eventually(
      async () => {
        const current = await this.mediaItem(id);
        return current.status !== 'processing' ? current : null;
      },
      { timeoutMs, message: `image ${id} to leave processing` },
    );
  }

  async generation(jobId: string): Promise<Generation> {
    return (await this.staff.get<Generation>(`/api/admin/content-drafts/generate/${jobId}`)).body;
  }

  /** Rows of the stack's database, for what no API answers (how an enquiry's staff notification stands). */
  async query<T>(sql: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.database.url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** One count of the stack's database (`sql` selects it as `n`). */
  async count(sql: string): Promise<number> {
    return Number((await this.query<{ n: string }>(sql))[0]?.n);
  }

  /**
   * Inserts `count` tenancies of '<addressPrefix>1' to '<addressPrefix><count>' (tenant 'Tenant n', tenantn@example.sg),
   * each with `columns` (lease dates, rent, any other column by its name in the table).
   */
  async insertTenancies(count: number, addressPrefix: string, columns: Record<string, string | number>): Promise<void> {
    const values = Object.values(columns).map((value) => (typeof value === 'number' ? String(value) : `'${value}'`));
    await this.query(
      `insert into tenancies (address, tenant_name, tenant_email, tenant_phone, ${Object.keys(columns).join(', ')})
       select '${addressPrefix}' || n, 'Tenant ' || n, 'tenant' || n || '@example.sg', '+65 9000 0001', ${values.join(', ')}
         from generate_series(1, ${count}) n`,
    );
  }

  /**
   * Starts a worker with `settings`, queues the sweep and SIGKILLs the worker as soon as the sweep has written its
   * first rows; answers how many it had written by then.
   */
  async killWorkerMidSweep(settings: Record<string, string>, sweep: SweepRun): Promise<number> {
    const worker = await this.startWorker(settings);
    await this.queues.add(sweep.job, { at: sweep.at });
    const writtenBeforeKill = await eventually(async () => (await this.rowsOf(sweep.table)) || null, {
      timeoutMs: 60_000,
      intervalMs: 20,
      message: `the first rows of ${sweep.table}`,
    });
    await worker.kill();
    return writtenBeforeKill;
  }

  /**
   * Starts two workers with `settings`, queues the sweep twice and waits until it has written `expected` rows and
   * every run has finished (the killed worker's job is taken over once its lock expires).
   */
  async finishSweepWithTwoWorkers(settings: Record<string, string>, sweep: SweepRun, expected: number): Promise<void> {
    await Promise.all([this.startWorker(settings), this.startWorker(settings)]);
    await Promise.all([this.queues.add(sweep.job, { at: sweep.at }), this.queues.add(sweep.job, { at: sweep.at })]);
    await eventually(async () => (await this.rowsOf(sweep.table)) === expected, {
      timeoutMs: 120_000,
      message: `${expected} rows in ${sweep.table}`,
    });
    await this.queueSettled(sweep.job.queue, `the runs of ${sweep.job.name} to finish`);
  }

  private rowsOf(table: string): Promise<number> {
    return this.count(`select count(*) as n from ${table}`);
  }

  /** Waits until every job queued so far on the queue has run (a scheduler's next, delayed job does not count). */
  async queueSettled(queue: QueueName, message: string, timeoutMs = 120_000): Promise<void> {
    await eventually(
      async () => {
        const jobs = await this.queues.queue(queue).getJobCounts('active', 'waiting');
        return (jobs.active ?? 0) + (jobs.waiting ?? 0) === 0;
      },
      { timeoutMs, message },
    );
  }

  job(queue: QueueName, id: string): Promise<Job | undefined> {
    return this.queues.queue(queue).getJob(id);
  }

  /** The item's files left in the media folder: its variants and thumbnail, and its original. */
  filesOf(mediaId: string): string[] {
    const folder = path.join(this.env.MEDIA_DIR, 'public', mediaId);
    const variants = existsSync(folder) ? readdirSync(folder).map((file) => `public/${mediaId}/${file}`) : [];
    const original = path.join(this.env.MEDIA_DIR, 'originals', mediaId);
    return existsSync(original) ? [...variants, `originals/${mediaId}`] : variants;
  }

  /** What every worker started so far has logged. */
  workerOutput(): string {
    return [...this.workers].map((worker) => worker.output).join('\n');
  }

  async close(): Promise<void> {
    await Promise.all([...this.workers].map((worker) => worker.kill()));
    await this.api.stop('SIGTERM', 15_000);
    await this.queues.close();
    await this.redis.close();
    await this.database.drop();
  }
}
