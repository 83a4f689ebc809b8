import { jpegImage } from '@app/core/testing';
import { eventually } from '../support';
import { WorkerFaultStack, slowImage } from './worker-fault-stack';

/** Issue 10, item 10: SIGTERM stops taking jobs, lets the active one finish (within a deadline), then closes. */
describe('a worker stopped with SIGTERM (API, worker processes, PostgreSQL, Redis)', () => {
  let stack: WorkerFaultStack;

  beforeAll(async () => {
    stack = await WorkerFaultStack.start('worker_shutdown', { WORKER_QUEUES: 'media', WORKER_CONCURRENCY: '1' });
  });
  afterAll(() => stack?.close());

  const activeJob = (id: string) =>
    eventually(async () => (await (await stack.job('media', id))?.getState()) === 'active', { timeoutMs: 30_000, message: `job ${id} to run` });

  it('finishes the image it is processing, takes no new one, and exits', async () => {
    const worker = await stack.startWorker({ WORKER_SHUTDOWN_TIMEOUT_MS: '30000' });
    const [running] = await stack.upload(await slowImage());
    // Queued behind it before it starts (one job at a time, oldest first), so SIGTERM follows the start at once: a
    // slow image done before a later upload ended would let the worker take the second one first.
    const [queued] = await stack.upload(await jpegImage({ width: 640, height: 480 }));
    await activeJob(running as string);

    const exit = await worker.stop('SIGTERM', 40_000);

    expect(exit.signal ?? exit.code).not.toBe(1);
    expect(await stack.mediaItem(running as string)).toMatchObject({ status: 'ready' });
    expect(await (await stack.job('media', running as string))?.getState()).toBe('completed');
    expect(await (await stack.job('media', queued as string))?.getState()).toBe('waiting');
    expect(worker.output).not.toMatch(/failed/i);

    await stack.startWorker();
    await eventually(async () => (await stack.mediaItem(queued as string)).status === 'ready', {
      timeoutMs: 30_000,
      message: 'the queued image to be processed',
    });
  }, 120_000);

  it('lets go of a job still running at WORKER_SHUTDOWN_TIMEOUT_MS, without failing it, and another worker finishes it', async () => {
    const worker = await stack.startWorker({ WORKER_SHUTDOWN_TIMEOUT_MS: '200' });
    const [id] = await stack.upload(await slowImage());
    await activeJob(id as string);

    const exit = await worker.stop('SIGTERM', 10_000);

    expect(exit.elapsedMs).toBeLessThan(5_000);
    expect(await (await stack.job('media', id as string))?.getState()).toBe('active');
    await stack.startWorker();
    await eventually(async () => (await stack.mediaItem(id as string)).status === 'ready', {
      timeoutMs: 60_000,
      message: 'the image to be finished by the next worker',
    });
    // Only the attempt that completed counts: the one let go was neither failed nor retried.
    expect((await stack.job('media', id as string))?.attemptsMade).toBe(1);
  }, 120_000);
});
