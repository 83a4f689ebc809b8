import { MEDIA_FAILURE_REASONS } from '@app/contracts';
import { type ServiceProcess, eventually } from '../support';
import { WorkerFaultStack, slowImage } from './worker-fault-stack';

/** Issue 10, item 2: a job whose worker dies more often than allowed fails, and the library shows its image failed. */
describe('an image whose worker is killed twice (API, worker processes, PostgreSQL, Redis)', () => {
  let stack: WorkerFaultStack;

  beforeAll(async () => {
    stack = await WorkerFaultStack.start('media_killed_twice', { WORKER_QUEUES: 'media', WORKER_CONCURRENCY: '1', WORKER_MAX_STALLED_COUNT: '1' });
  });
  afterAll(() => stack?.close());

  /** Waits until the job runs for the `run`th time, then kills its worker in the middle of it. */
  async function killDuringRun(worker: ServiceProcess, id: string, run: number) {
    await eventually(
      async () => {
        const job = await stack.job('media', id);
        return job && job.attemptsStarted >= run && (await job.getState()) === 'active';
      },
      { timeoutMs: 90_000, message: `run ${run} of the job` },
    );
    await worker.kill();
  }

  it('marks the image failed with a reason and keeps none of its files', async () => {
    const [id] = await stack.upload(await slowImage());
    await killDuringRun(await stack.startWorker(), id as string, 1);
    await killDuringRun(await stack.startWorker(), id as string, 2);
    await stack.startWorker();

    const item = await stack.processedMediaItem(id as string, 90_000);
    expect(item).toMatchObject({ status: 'failed', failureReason: MEDIA_FAILURE_REASONS.gaveUp });
    expect(await (await stack.job('media', id as string))?.getState()).toBe('failed');
    // The failure is recorded first, then the files are removed: wait for the removal, not just the status.
    await eventually(() => stack.filesOf(id as string).length === 0, { timeoutMs: 10_000, message: "the image's files to be removed" });
  }, 300_000);
});
