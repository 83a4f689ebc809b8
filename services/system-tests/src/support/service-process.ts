import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { eventually } from '@app/core/testing';
import { freePort } from './free-port';

const workspaceRoot = path.resolve(__dirname, '../../../..');
const OUTPUT_LIMIT = 2_000_000;

export type ExitResult = { code: number | null; signal: NodeJS.Signals | null; elapsedMs: number };

export type SpawnOptions = {
  /**
   * In a process group of its own, so a Ctrl+C in the terminal reaches only the parent, which then stops the process
   * itself (npm run cluster): otherwise both signal it, and the second signal cuts short the stop the first began.
   */
  ownProcessGroup?: boolean;
};

type StartOptions = SpawnOptions & { env: Record<string, string>; ready: (process: ServiceProcess) => Promise<boolean>; timeoutMs?: number };

/**
 * A real API or worker process, run from source as `npm run dev` runs it. Its stdout and stderr are kept in
 * `output` (the last 2 MB) so a test can read what it logged.
 */
export class ServiceProcess {
  output = '';
  readonly exited: Promise<ExitResult>;
  private exit: ExitResult | null = null;
  /** Lines seen that hold a marker being counted, per marker (counted as lines arrive, so trimming `output` loses none). */
  private readonly markerCounts = new Map<string, number>();
  private partialLine = '';

  private constructor(
    private readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {
    const startedAt = Date.now();
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exit = { code, signal, elapsedMs: Date.now() - startedAt };
        resolve(this.exit);
      });
    });
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => this.record(chunk));
  }

  /** The API on a free port (or env.PORT), ready once /api/health answers. */
  static async api(env: Record<string, string>, options: SpawnOptions = {}): Promise<ServiceProcess> {
    const port = env.PORT ?? String(await freePort());
    return ServiceProcess.start('services/api/src/main.ts', `http://127.0.0.1:${port}`, {
      ...options,
      env: { ...env, PORT: port, HOST: '127.0.0.1' },
      ready: async (api) => (await fetch(`${api.baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) })).ok,
    });
  }

  /** A worker consuming `env.WORKER_QUEUES` (all queues when unset), ready once it says it is consuming. */
  static worker(env: Record<string, string>, options: SpawnOptions = {}): Promise<ServiceProcess> {
    return ServiceProcess.start('services/worker/src/main.ts', '', {
      ...options,
      env,
      ready: async (worker) => worker.output.includes('Consuming'),
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get isRunning(): boolean {
    return this.exit === null;
  }

  /** Sends `signal` and waits for the exit; fails when the process outlives `timeoutMs` (and then kills it). */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 30_000): Promise<ExitResult> {
    if (this.exit) return this.exit;
    const sentAt = Date.now();
    this.child.kill(signal);
    const timer = new Promise<null>((resolve) => setTimeout(resolve, timeoutMs, null).unref());
    const result = await Promise.race([this.exited, timer]);
    if (!result) {
      this.child.kill('SIGKILL');
      await this.exited;
      throw new Error(`Process ${this.pid} did not exit within ${timeoutMs} ms of ${signal}`);
    }
    return { ...result, elapsedMs: Date.now() - sentAt };
  }

  /** SIGKILL: no chance to finish anything, as when a machine or container dies. */
  async kill(): Promise<void> {
    if (!this.exit) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
  }

  /**
   * Waits until the process has logged `marker` on `times` more lines from now: "nothing more happened" proved by the
   * runs that would have done it (a worker's reconciler logs RECONCILE_RUN_FINISHED at debug level), never by a sleep.
   */
  async logsMore(marker: string, times: number, timeoutMs = 30_000): Promise<void> {
    const start = this.markerCounts.get(marker) ?? 0;
    this.markerCounts.set(marker, start);
    await eventually(() => (this.markerCounts.get(marker) ?? 0) >= start + times, {
      timeoutMs,
      message: `"${marker}" logged ${times} more time(s) by process ${this.pid}`,
    });
  }

  private static async start(entry: string, baseUrl: string, options: StartOptions): Promise<ServiceProcess> {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', entry], {
      cwd: workspaceRoot,
      env: { ...options.env, SWC_NODE_PROJECT: path.join(workspaceRoot, 'tsconfig.node.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: options.ownProcessGroup ?? false,
    });
    const service = new ServiceProcess(child, baseUrl);
    try {
      // A process that exits during start-up ends the wait too, and then fails the start.
      await eventually(async () => !service.isRunning || (await options.ready(service)), {
        timeoutMs: options.timeoutMs ?? 60_000,
        intervalMs: 100,
        message: `${entry} to be ready`,
      });
      if (!service.isRunning) throw new Error(`${entry} exited during start-up:\n${service.output.slice(-4000)}`);
    } catch (error) {
      await service.kill();
      throw error;
    }
    return service;
  }

  private record(chunk: Buffer) {
    const text = chunk.toString('utf8');
    this.output += text;
    if (this.output.length > OUTPUT_LIMIT) this.output = this.output.slice(-OUTPUT_LIMIT / 2);
    this.countMarkers(text);
  }

  private countMarkers(text: string) {
    const lines = (this.partialLine + text).split('\n');
    this.partialLine = lines.pop() ?? '';
    for (const [marker, count] of this.markerCounts) this.markerCounts.set(marker, count + lines.filter((line) => line.includes(marker)).length);
  }
}
