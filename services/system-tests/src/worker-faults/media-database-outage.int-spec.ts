import { jpegImage } from '@app/core/testing';
import { TcpProxy, eventually } from '../support';
import { WorkerFaultStack } from './worker-fault-stack';

/** Attempts a media job had in all before issue 10 (retries after 2, 4 and 8 s): the outage outlasts them. */
const ATTEMPTS_BEFORE_THE_FIX = 4;

/** Issue 10, item 1: images uploaded while the worker cannot reach PostgreSQL are processed once it is back. */
describe('media processing across a database outage (API, worker, PostgreSQL behind a proxy, Redis)', () => {
  let stack: WorkerFaultStack;
  let proxy: TcpProxy;

  beforeAll(async () => {
    stack = await WorkerFaultStack.start('media_db_outage');
    proxy = await TcpProxy.start({ host: '127.0.0.1', port: 5432 });
    await stack.startWorker({ DATABASE_URL: proxy.rewrite(stack.database.url), WORKER_QUEUES: 'media' });
  });
  afterAll(async () => {
    await stack?.close();
    await proxy?.close();
  });

  it('retries through an outage longer than the old retry window, and finishes all 10 images once it is back', async () => {
    await proxy.cut();
    const ids = await stack.upload(...(await Promise.all(Array.from({ length: 10 }, (_, index) => jpegImage({ width: 800 + index, height: 600 })))));

    await eventually(
      async () => (await Promise.all(ids.map((id) => stack.job('media', id)))).every((job) => (job?.attemptsMade ?? 0) >= ATTEMPTS_BEFORE_THE_FIX),
      {
        timeoutMs: 60_000,
        message: `every job to have failed ${ATTEMPTS_BEFORE_THE_FIX} attempts against the missing database`,
      },
    );
    await proxy.restore();

    const items = await eventually(
      async () => {
        const current = await Promise.all(ids.map((id) => stack.mediaItem(id)));
        return current.every((item) => item.status !== 'processing') ? current : null;
      },
      { timeoutMs: 60_000, message: 'every image to leave processing' },
    );
    expect(items.map((item) => item.status)).toEqual(ids.map(() => 'ready'));
    expect(ids.flatMap((id) => stack.filesOf(id).filter((file) => file.startsWith('originals/')))).toEqual([]);
  }, 150_000);

  it('runs an image again once the database is back, even when its job ran out of attempts during the outage', async () => {
    await proxy.cut();
    const [id] = await stack.upload(await jpegImage({ width: 640, height: 480 }));
    // 12 attempts on the quick policy span about 17 s. The database stays away until the worker has tried, and
    // failed, to record the final failure: restored sooner, the image would rightly be marked failed instead.
    await eventually(() => stack.workerOutput().includes(`Could not record the failure of media.process ${id}`), {
      timeoutMs: 60_000,
      message: 'the job to run out of attempts and its failure to go unrecorded',
    });
    expect(await (await stack.job('media', id as string))?.isFailed()).toBe(true);
    await proxy.restore();

    // The reconciler finds the image still processing without a live job, and queues it again.
    const item = await stack.processedMediaItem(id as string, 30_000);
    expect(item).toMatchObject({ status: 'ready', failureReason: null });
    expect(stack.filesOf(id as string).filter((file) => file.startsWith('originals/'))).toEqual([]);
  }, 120_000);
});
