import { jpegImage } from '../../../core/src/media/testing/test-images';
import { eventually } from '../support';
import { WorkerFaultStack } from './worker-fault-stack';

const IMAGES = 8;

/** Issue 10, item 5: deleting an image while the worker writes its variants. */
describe('deleting images while the worker writes their variants (API, worker, PostgreSQL, Redis)', () => {
  let stack: WorkerFaultStack;

  beforeAll(async () => {
    stack = await WorkerFaultStack.start('media_delete_processing', { WORKER_QUEUES: 'media' });
    await stack.startWorker();
  });
  afterAll(() => stack?.close());

  it('answers every delete with 200, and no file of a deleted image is left once its job has ended', async () => {
    const statuses: number[] = [];
    const ids: string[] = [];
    for (let index = 0; index < IMAGES; index += 1) {
      const [id] = await stack.upload(await jpegImage({ width: 3000 + index, height: 2000 }));
      ids.push(id as string);
      // The first variant is written: the others, the thumbnail and the status change are still to come.
      await eventually(async () => Number((await stack.job('media', id as string))?.progress) > 0, { timeoutMs: 30_000, message: `variants of image ${index}` });
      statuses.push((await stack.staff.delete(`/api/admin/media/${id}`)).status);
    }

    expect(statuses).toEqual(ids.map(() => 200));
    await eventually(async () => (await Promise.all(ids.map(async (id) => (await stack.job('media', id))?.finishedOn))).every(Boolean), {
      timeoutMs: 60_000,
      message: 'every job to end',
    });
    expect(ids.flatMap((id) => stack.filesOf(id))).toEqual([]);
    expect((await Promise.all(ids.map((id) => stack.mediaItem(id)))).map((item) => item.status)).toEqual(ids.map(() => undefined));
  }, 180_000);
});
