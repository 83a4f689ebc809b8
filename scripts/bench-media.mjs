// Images per second through the real worker (queue, database, storage, sharp) against a bare loop of the same
// sharp work over the same images, and the ratio; then through two worker processes, and the 2-vs-1 ratio.
//
//   node scripts/bench-media.mjs [images=24] [concurrency=2]
//
// Needs the built core and worker (npx nx run @app/worker:build), PostgreSQL (TEST_DATABASE_ADMIN_URL) and Redis
// (REDIS_URL). It makes its own database, Redis key prefix and media folder, and removes them at the end.
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startService, stopServices } from './lib/processes.mjs';

const require = createRequire(import.meta.url);
const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { createMigratedDatabase, deleteRedisKeys, dropDatabase } = require('../tools/jest/test-database.cjs');
const { Client } = require('pg');
const sharp = require('sharp');
const core = require('../services/core/dist/index.js');
const { SharpImageProcessor } = require('../services/worker/dist/media/sharp-image-processor.js');
const { variantWidths } = require('../services/worker/dist/media/variant-widths.js');

const IMAGE_COUNT = Number(process.argv[2] ?? 24);
const CONCURRENCY = Number(process.argv[3] ?? 2);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `hl-bench-${process.pid}`;

/** Phone-sized photos (12 megapixels of smooth noise, about 3.5 MB of JPEG each), all different. */
async function makeImages(count) {
  const images = [];
  for (let index = 0; index < count; index += 1) {
    const noise = { type: 'gaussian', mean: 90 + index * 5, sigma: 40 };
    const image = sharp({ create: { width: 1008, height: 756, channels: 3, noise } })
      .resize(4032, 3024)
      .jpeg({ quality: 85 });
    images.push(await image.toBuffer());
  }
  return images;
}

/** Runs `work` over `items`, `concurrency` at a time, as the worker does. */
async function inLanes(items, concurrency, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** The worker's sharp calls on each image, in this process: no queue, database or storage. */
async function bareSharp(images) {
  const processor = new SharpImageProcessor();
  const started = performance.now();
  await inLanes(images, CONCURRENCY, async (original) => {
    const info = await processor.inspect(original);
    for (const width of variantWidths(info.width)) await processor.variant(original, info, width);
    await processor.thumbnail(original, info);
    await processor.placeholder(original);
  });
  return (performance.now() - started) / 1000;
}

async function readyCount(database, ids) {
  const { rows } = await database.query(`select count(*)::int as ready from media_items where status = 'ready' and id = any($1)`, [ids]);
  return rows[0].ready;
}

/** Uploads as the API leaves them (original stored, row written, job queued), then waits until all are ready. */
async function throughWorker(images, databaseUrl, mediaDir) {
  const database = new Client({ connectionString: databaseUrl });
  await database.connect();
  const storage = new core.LocalMediaStorage(mediaDir);
  const queues = new core.JobQueues(REDIS_URL, REDIS_PREFIX);
  try {
    const ids = [];
    for (const original of images) {
      const { rows } = await database.query(
        `insert into media_items (original_filename, mime_type, size, status, variants) values ('bench.jpg', 'image/jpeg', $1, 'processing', '[]') returning id`,
        [original.length],
      );
      await storage.put(core.mediaStorageKeys.original(rows[0].id), original);
      ids.push(rows[0].id);
    }
    const started = performance.now();
    for (const id of ids) await queues.add(core.PROCESS_MEDIA_JOB, { mediaId: id });
    while ((await readyCount(database, ids)) < ids.length) await sleep(20);
    return (performance.now() - started) / 1000;
  } finally {
    await queues.close();
    await database.end();
  }
}

/** Starts one more worker process on the media queue and waits until Redis counts `expectedWorkers`. */
async function startWorker(databaseUrl, mediaDir, expectedWorkers) {
  const queues = new core.JobQueues(REDIS_URL, REDIS_PREFIX);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX,
    MEDIA_DIR: mediaDir,
    WORKER_QUEUES: 'media',
    WORKER_CONCURRENCY: String(CONCURRENCY),
    LOG_LEVEL: 'warn',
  };
  startService('Worker', process.execPath, [path.join(workspaceRoot, 'services/worker/dist/main.js')], {
    env,
    onExit: (name, code) => {
      console.error(`${name} stopped unexpectedly (${code})`);
      process.exitCode = 1;
    },
  });
  try {
    while ((await queues.workerCounts()).media < expectedWorkers) await sleep(100);
  } finally {
    await queues.close();
  }
}

const rate = (seconds) => (IMAGE_COUNT / seconds).toFixed(2);

async function main() {
  console.log(`Making ${IMAGE_COUNT} test photos (4032 × 3024 JPEG)...`);
  const images = await makeImages(IMAGE_COUNT);
  const database = await createMigratedDatabase('harbourline_bench');
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'hl-bench-media-'));
  try {
    await startWorker(database.url, mediaDir, 1);
    await bareSharp(images.slice(0, 1));
    const bareSeconds = await bareSharp(images);
    const workerSeconds = await throughWorker(images, database.url, mediaDir);
    await startWorker(database.url, mediaDir, 2);
    const twoWorkersSeconds = await throughWorker(images, database.url, mediaDir);
    console.log(`\n${IMAGE_COUNT} images, ${CONCURRENCY} at a time, each to ${variantWidths(4032).length} WebP variants, a thumbnail and a placeholder:`);
    console.log(`  bare sharp loop: ${rate(bareSeconds)} images/s (${bareSeconds.toFixed(2)} s)`);
    console.log(`  real worker:     ${rate(workerSeconds)} images/s (${workerSeconds.toFixed(2)} s)`);
    console.log(`  worker / bare:   ${(bareSeconds / workerSeconds).toFixed(2)}`);
    console.log(`  2 workers:       ${rate(twoWorkersSeconds)} images/s (${twoWorkersSeconds.toFixed(2)} s)`);
    console.log(`  2 / 1 workers:   ${(workerSeconds / twoWorkersSeconds).toFixed(2)} (${os.cpus().length} CPU cores)`);
  } finally {
    await stopServices();
    await dropDatabase(database.name);
    await deleteRedisKeys(REDIS_URL, REDIS_PREFIX);
    await rm(mediaDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
