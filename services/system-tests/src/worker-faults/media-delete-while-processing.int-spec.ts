import { jpegImage } from '@app/core/testing';
import { eventually } from '../support';
import { WorkerFaultStack } from './worker-fault-stack';

const IMAGES = 8;

/** Issue 10, items 5 and 4: deleting an image while the worker writes its variants. */
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
      await eventually(async () => Number((await stack.job('media', id as string))?.progress) > 0, {
        timeoutMs: 30_000,
        message: `variants of image ${index}`,
      });
      statuses.push((await stack.staff.delete(`/api/admin/media/${id}`)).status);
    }

    expect(statuses).toEqual(ids.map(() => 200));
    const jobs = await eventually(
      async () => {
        const current = await Promise.all(ids.map((id) => stack.job('media', id)));
        return current.every((job) => job?.finishedOn) ? current : null;
      },
      { timeoutMs: 60_000, message: 'every job to end' },
    );
    expect(ids.flatMap((id) => stack.filesOf(id))).toEqual([]);
    // Each job ran once and knew its image was gone; it used to log "was already processing" (issue 10, item 4).
    expect(jobs.map((job) => [job?.attemptsStarted, job?.returnvalue])).toEqual(ids.map(() => [1, 'gone']));
    expect(stack.workerOutput()).not.toMatch(/was already/);
    expect((await Promise.all(ids.map((id) => stack.mediaItem(id)))).map((item) => item.status)).toEqual(ids.map(() => undefined));
  }, 180_000);
});
