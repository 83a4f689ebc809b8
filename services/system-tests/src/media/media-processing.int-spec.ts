import { rmSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { type Job, QueueEvents } from 'bullmq';
import sharp from 'sharp';
import { MEDIA_FAILURE_REASONS, MEDIA_MAIL_IMAGE_FILE, MEDIA_THUMBNAIL_FILE, mediaVariantFile } from '@app/contracts';
import { JobQueues, LocalMediaStorage, MediaEntity, createOrmOptions, mediaStorageKeys, PROCESS_MEDIA_JOB, queueConnection } from '@app/core';
import { PRIVATE_METADATA_MARKER, jpegImage, phonePhoto, pngImage } from '@app/core/testing';
import { type OwnDatabase, RedisServer, type ServerEnv, ServiceProcess, createTestDatabase, eventually, serverEnv } from '../support';

let database: OwnDatabase;
let redis: RedisServer;
let env: ServerEnv;
let storage: LocalMediaStorage;
let queues: JobQueues;
let orm: MikroORM;
let events: QueueEvents;
const workers: ServiceProcess[] = [];

/** A killed worker's job is taken over within seconds, not the production minute. */
const QUICK_TAKEOVER = { WORKER_LOCK_DURATION_MS: '5000', WORKER_STALLED_INTERVAL_MS: '1000' };

/** A real worker process consuming only the media queue, one job at a time. */
async function startWorker(): Promise<ServiceProcess> {
  const worker = await ServiceProcess.worker({ ...env, WORKER_QUEUES: 'media', WORKER_CONCURRENCY: '1', ...QUICK_TAKEOVER });
  workers.push(worker);
  return worker;
}

/** An uploaded image as the API leaves it: the original stored, a processing row, a job queued. */
async function uploaded(original: Buffer, mimeType: MediaEntity['mimeType'] = 'image/jpeg'): Promise<MediaEntity> {
  const item = new MediaEntity({ originalFilename: 'listing.jpg', mimeType, size: original.length });
  await storage.put(mediaStorageKeys.original(item.id), original);
  await orm.em.fork().persistAndFlush(item);
  return item;
}

function enqueue(item: MediaEntity): Promise<Job> {
  return queues.add(PROCESS_MEDIA_JOB, { mediaId: item.id });
}

function reload(id: string): Promise<MediaEntity | null> {
  return orm.em.fork().findOne(MediaEntity, { id });
}

/**
 * Waits until the item's job has ended, then reads the item. The row turns ready inside the job, a moment before
 * the job deletes the original and BullMQ records the attempt, so waiting on the row alone races both.
 */
async function settled(id: string, timeoutMs = 30_000): Promise<MediaEntity> {
  await eventually(
    async () => {
      const state = await (await queues.queue('media').getJob(id))?.getState();
      return state === 'completed' || state === 'failed';
    },
    { timeoutMs, message: `media job ${id} to end` },
  );
  return (await reload(id)) as MediaEntity;
}

function publicFile(id: string, file: string): Promise<Buffer | null> {
  return storage.read(mediaStorageKeys.publicFile(id, file));
}

async function expectNoMetadata(image: Buffer, expectedFormat = 'webp') {
  const { format, exif, icc, xmp, iptc, orientation } = await sharp(image).metadata();
  expect({ format, exif, icc, xmp, iptc, orientation }).toEqual({ format: expectedFormat });
  expect(image.includes(PRIVATE_METADATA_MARKER)).toBe(false);
}

beforeAll(async () => {
  database = await createTestDatabase('media_processing');
  redis = await RedisServer.start();
  env = serverEnv({ databaseUrl: database.url, redisUrl: redis.url });
  storage = new LocalMediaStorage(env.MEDIA_DIR);
  queues = new JobQueues(redis.url, env.REDIS_PREFIX);
  orm = await MikroORM.init(createOrmOptions(database.url, { debug: false }));
  events = new QueueEvents('media', { connection: queueConnection(redis.url), prefix: env.REDIS_PREFIX });
  await events.waitUntilReady();
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.kill()));
  await events?.close();
  await queues?.close();
  await orm?.close(true);
  await redis?.close();
  await database?.drop();
  rmSync(env.MEDIA_DIR, { recursive: true, force: true });
});

describe('the image pipeline, in a worker process', () => {
  let worker: ServiceProcess;

  beforeAll(async () => {
    worker = await startWorker();
  }, 60_000);
  afterAll(() => worker?.stop());

  it('turns a phone photo upright, records its real size, writes every variant and strips all metadata', async () => {
    const photo = await phonePhoto({ width: 2400, height: 1800 });
    expect(await sharp(photo).metadata()).toMatchObject({ width: 2400, height: 1800, orientation: 6, exif: expect.any(Buffer), xmp: expect.any(Buffer) });
    const item = await uploaded(photo);

    await enqueue(item);
    const ready = await settled(item.id);

    expect(ready).toMatchObject({ status: 'ready', failureReason: null, width: 1800, height: 2400 });
    expect(ready.variants).toEqual([
      { width: 320, height: 427 },
      { width: 640, height: 853 },
      { width: 1280, height: 1707 },
      { width: 1800, height: 2400 },
    ]);
    for (const { width, height } of ready.variants) {
      const variant = (await publicFile(item.id, mediaVariantFile(width))) as Buffer;
      expect(await sharp(variant).metadata()).toMatchObject({ width, height });
      await expectNoMetadata(variant);
    }
    const thumbnail = (await publicFile(item.id, MEDIA_THUMBNAIL_FILE)) as Buffer;
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 400, height: 400 });
    await expectNoMetadata(thumbnail);
    const placeholder = Buffer.from(String(ready.placeholder).replace('data:image/webp;base64,', ''), 'base64');
    expect(await sharp(placeholder).metadata()).toMatchObject({ width: 16, height: 21 });
    await expectNoMetadata(placeholder);
    // Mail's JPEG (mail clients show no WebP): upright, twice a mail's layout width, no metadata.
    expect(ready.mailImage).toBe(true);
    const mailImage = (await publicFile(item.id, MEDIA_MAIL_IMAGE_FILE)) as Buffer;
    expect(await sharp(mailImage).metadata()).toMatchObject({ width: 1120, height: 1493 });
    await expectNoMetadata(mailImage, 'jpeg');
    expect(await storage.read(mediaStorageKeys.original(item.id))).toBeNull();
  });

  it('never enlarges a small image', async () => {
    const item = await uploaded(await pngImage({ width: 500, height: 300 }), 'image/png');
    await enqueue(item);
    const ready = await settled(item.id);
    expect(ready.variants).toEqual([
      { width: 320, height: 192 },
      { width: 500, height: 300 },
    ]);
    expect(await publicFile(item.id, mediaVariantFile(640))).toBeNull();
    expect(await sharp((await publicFile(item.id, MEDIA_THUMBNAIL_FILE)) as Buffer).metadata()).toMatchObject({ width: 300, height: 300 });
    expect(await sharp((await publicFile(item.id, MEDIA_MAIL_IMAGE_FILE)) as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 500, height: 300 });
  });

  it('fails a damaged image at once with the reason the library shows, and keeps nothing of it', async () => {
    const image = await jpegImage({ width: 300, height: 200 });
    const item = await uploaded(image.subarray(0, image.length / 2));

    const job = await enqueue(item);
    const failed = await settled(item.id);

    expect(failed).toMatchObject({ status: 'failed', failureReason: MEDIA_FAILURE_REASONS.undecodable, variants: [] });
    await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow(MEDIA_FAILURE_REASONS.undecodable);
    expect((await queues.queue('media').getJob(item.id))?.attemptsMade).toBe(1);
    expect(await storage.read(mediaStorageKeys.original(item.id))).toBeNull();
  });

  it('queues an image once however often it is enqueued, and a repeat after it is ready changes nothing', async () => {
    const item = await uploaded(await jpegImage({ width: 700, height: 500 }));
    const [first, second] = await Promise.all([enqueue(item), enqueue(item)]);
    expect(second.id).toBe(first.id);
    await settled(item.id);
    const written = statSync(path.join(env.MEDIA_DIR, mediaStorageKeys.publicFile(item.id, mediaVariantFile(640)))).mtimeMs;

    await (await queues.queue('media').getJob(item.id))?.remove();
    const repeat = await enqueue(item);

    await expect(repeat.waitUntilFinished(events, 10_000)).resolves.toBe('ready');
    expect(statSync(path.join(env.MEDIA_DIR, mediaStorageKeys.publicFile(item.id, mediaVariantFile(640)))).mtimeMs).toBe(written);
  });

  it('retries after a storage failure, with backoff, and finishes the item once', async () => {
    const item = await uploaded(await jpegImage({ width: 700, height: 500 }));
    const blocker = path.join(env.MEDIA_DIR, 'public', item.id);
    await mkdir(path.dirname(blocker), { recursive: true });
    await writeFile(blocker, 'a file where the variants folder must go');

    await enqueue(item);
    const retrying = await eventually(
      async () => {
        const job = await queues.queue('media').getJob(item.id);
        return job && job.attemptsMade >= 1 ? job : null;
      },
      { timeoutMs: 10_000, message: 'the first attempt to fail' },
    );
    expect(await retrying.getState()).toBe('delayed');
    rmSync(blocker);

    const ready = await settled(item.id);
    expect(ready.status).toBe('ready');
    const finished = (await queues.queue('media').getJob(item.id)) as Job;
    expect(finished.attemptsMade).toBe(2);
    expect(finished.returnvalue).toBe('ready');
  });

  it('removes what it wrote when the item was deleted while it waited', async () => {
    const item = await uploaded(await jpegImage({ width: 400, height: 300 }));
    await orm.em.fork().nativeDelete(MediaEntity, { id: item.id });

    await expect((await enqueue(item)).waitUntilFinished(events, 10_000)).resolves.toBe('gone');
    expect(await storage.read(mediaStorageKeys.original(item.id))).toBeNull();
  });
});

describe('a worker killed in the middle of a job', () => {
  it('leaves the job to another worker, which completes it exactly once', async () => {
    const completions: string[] = [];
    const item = await uploaded(await pngImage({ width: 6000, height: 6000 }), 'image/png');
    events.on('completed', ({ jobId }) => jobId === item.id && completions.push(jobId));
    const first = await startWorker();

    const job = await enqueue(item);
    await eventually(async () => Number((await queues.queue('media').getJob(item.id))?.progress) > 0, { timeoutMs: 30_000, message: 'the job to start' });
    await first.kill();
    expect((await reload(item.id))?.status).toBe('processing');

    const second = await startWorker();
    try {
      await expect(job.waitUntilFinished(events, 100_000)).resolves.toBe('ready');
      expect(await reload(item.id)).toMatchObject({ status: 'ready', width: 6000, height: 6000 });
      expect((await reload(item.id))?.variants.map((variant) => variant.width)).toEqual([320, 640, 1280, 1920]);
      // The worker runs jobs one at a time in queue order: a repeat run of the item would end before a job queued now.
      const marker = await uploaded(await jpegImage({ width: 64, height: 48 }));
      await expect((await enqueue(marker)).waitUntilFinished(events, 30_000)).resolves.toBe('ready');
      expect(completions).toEqual([item.id]);
      expect(await storage.read(mediaStorageKeys.original(item.id))).toBeNull();
    } finally {
      await second.stop();
    }
  }, 150_000);
});
