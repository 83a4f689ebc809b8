// How the product scales out on this machine, as ratios within one run (baseline: 1 process):
// - cached reads (GET /api/blog-posts) through the readiness-aware proxy with 1, 2 and 3 API processes, and, to
//   tell the proxy's cost from the APIs', the same load spread straight over the APIs;
// - images processed per second with 1, 2 and 3 media workers.
//
//   npm run bench:cluster [-- <seconds per read run, default 10> <connections, default 50> <images per round, default 12>]
//
// The same Cluster as the cluster system test and npm run cluster (services/system-tests/src/cluster): processes
// from source, media in s3rver, the proxy in this process. Needs PostgreSQL (TEST_DATABASE_ADMIN_URL) and Redis
// (REDIS_URL); it makes its own migrated (demo content) database and Redis key prefix, and removes them at the end.
import { createRequire } from 'node:module';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchAdmin, benchApiEnv } from './lib/api-from-source.mjs';
import { cpuMs } from './lib/process-cpu.mjs';
import { requireTypeScript } from './lib/typescript.mjs';

const require = createRequire(import.meta.url);
const { createMigratedDatabase, deleteRedisKeys, dropDatabase } = require('../tools/jest/test-database.cjs');
const { Client } = require('pg');
const sharp = require('sharp');
const autocannon = require('autocannon');

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const IMAGE_COUNT = Number(process.argv[4] ?? 12);
const WARM_UP_SECONDS = 2;
const PROCESS_COUNTS = [1, 2, 3];
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `hl-bench-cluster-${process.pid}`;
const ADMIN = benchAdmin();
const READ_PATH = '/api/blog-posts';
/** Images one upload request may carry (the media library's limit). */
const UPLOAD_LIMIT = 10;

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** One autocannon run over `urls` at once, the connections shared among them: their sum of req/s, worst p99, failures. */
async function load(urls, seconds) {
  const connections = Math.max(1, Math.round(CONNECTIONS / urls.length));
  const results = await Promise.all(urls.map((url) => autocannon({ url, connections, duration: seconds, workers: 1 })));
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failed: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
  };
}

/**
 * Requests per second and p99 over SECONDS after a warm-up, with the cores used meanwhile by the API processes and by
 * this process (the proxy, and autocannon in worker threads).
 */
async function measureReads(urls, apiPids) {
  await load(urls, WARM_UP_SECONDS);
  const apisBefore = apiPids.map(cpuMs);
  const ownBefore = ownCpuMs();
  const result = await load(urls, SECONDS);
  const apiCores = apiPids.reduce((sum, pid, index) => sum + (cpuMs(pid) - apisBefore[index]), 0) / (SECONDS * 1000);
  return { ...result, apiCores, ownCores: (ownCpuMs() - ownBefore) / (SECONDS * 1000) };
}

/** Phone-sized photos (smooth noise, about 2 MB of JPEG each), all different, as bench-media makes them. */
async function makeImages(count) {
  const images = [];
  for (let index = 0; index < count; index += 1) {
    const noise = { type: 'gaussian', mean: 90 + index * 5, sigma: 40 };
    images.push(
      await sharp({ create: { width: 756, height: 504, channels: 3, noise } })
        .resize(3024, 2016)
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }
  return images;
}

/**
 * Uploads the images through the proxy while the media queue is paused, then resumes it: the time until every image
 * is ready is the workers' alone.
 */
async function processImages(cluster, staff, queues, database, images) {
  const media = queues.queue('media');
  await media.pause();
  const ids = [];
  for (let start = 0; start < images.length; start += UPLOAD_LIMIT) {
    const form = new FormData();
    images
      .slice(start, start + UPLOAD_LIMIT)
      .forEach((image, index) => form.append('files', new Blob([image], { type: 'image/jpeg' }), `bench-${start + index}.jpg`));
    const answer = await staff.request('POST', '/api/admin/media', { body: form, timeoutMs: 120_000 });
    if (answer.status !== 201) throw new Error(`The upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    ids.push(...answer.body.map((item) => item.id));
  }
  const workerPids = cluster.mediaWorkers.map((worker) => worker.pid);
  const cpuBefore = workerPids.map(cpuMs);
  const started = performance.now();
  await media.resume();
  for (;;) {
    const { rows } = await database.query(`select count(*)::int as done from media_items where status <> 'processing' and id = any($1)`, [ids]);
    if (rows[0].done === ids.length) break;
    await sleep(20);
  }
  const seconds = (performance.now() - started) / 1000;
  const workerCores = workerPids.reduce((sum, pid, index) => sum + (cpuMs(pid) - cpuBefore[index]), 0) / (seconds * 1000);
  return { perSecond: ids.length / seconds, seconds, workerCores };
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

function printTable(header, lines) {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  for (const line of [header, ...lines])
    console.log(line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}

async function main() {
  const { Cluster } = requireTypeScript('services/system-tests/src/cluster/cluster.ts');
  const { ApiClient } = requireTypeScript('services/system-tests/src/support/api-client.ts');
  const { JobQueues } = requireTypeScript('services/core/src/index.ts');
  console.log(`Making ${IMAGE_COUNT} test photos (3024 × 2016 JPEG)...`);
  const images = await makeImages(IMAGE_COUNT);
  console.log('Creating a migrated database with the demo content...');
  const databaseInfo = await createMigratedDatabase('harbourline_bench_cluster');
  const database = new Client({ connectionString: databaseInfo.url });
  await database.connect();
  const queues = new JobQueues(REDIS_URL, REDIS_PREFIX);
  let cluster;
  try {
    // APIs log warnings only (the proxy's process would read every request's log line); workers log what they consume.
    const env = { ...process.env, ...benchApiEnv(ADMIN), LOG_LEVEL: 'warn', DATABASE_URL: databaseInfo.url, REDIS_URL, REDIS_PREFIX };
    console.log('Starting the proxy and one API (from source)...');
    cluster = await Cluster.start({ env, apis: 1, mediaWorkers: 0, otherWorkers: 0 });
    const reads = [];
    for (const count of PROCESS_COUNTS) {
      while (cluster.apis.length < count) await cluster.addApi();
      const pids = cluster.apis.map((api) => api.pid);
      console.log(
        `Reading ${READ_PATH} with ${count} API process(es), through the proxy then straight to the APIs: ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up, then ${SECONDS} s...`,
      );
      const proxied = await measureReads([`${cluster.url}${READ_PATH}`], pids);
      const direct = await measureReads(
        cluster.apis.map((api) => `${api.baseUrl}${READ_PATH}`),
        pids,
      );
      reads.push({ count, proxied, direct });
    }

    const cores = os.cpus().length;
    console.log(
      `\nCached reads of ${READ_PATH}, ${CONNECTIONS} connections, ${SECONDS} s per run; cores used = CPU time / wall time (${cores} cores here, 1-minute load average ${fixed(os.loadavg()[0], 1)}):`,
    );
    // CPU time per request of every process involved, and what the machine's cores could serve at that cost.
    const cpuMicros = (run) => ((run.apiCores + run.ownCores) * 1e6) / run.rps;
    const ceiling = (run) => (cores * 1e6) / cpuMicros(run);
    printTable(
      ['APIs', 'proxy req/s', 'ratio', 'p99 ms', 'CPU µs/req', 'ceiling req/s', 'direct req/s', 'ratio', 'p99 ms', 'CPU µs/req', 'ceiling req/s', 'failed'],
      reads.map(({ count, proxied, direct }) => [
        String(count),
        fixed(proxied.rps),
        fixed(proxied.rps / reads[0].proxied.rps, 2),
        fixed(proxied.p99),
        fixed(cpuMicros(proxied)),
        fixed(ceiling(proxied)),
        fixed(direct.rps),
        fixed(direct.rps / reads[0].direct.rps, 2),
        fixed(direct.p99),
        fixed(cpuMicros(direct)),
        fixed(ceiling(direct)),
        String(proxied.failed + direct.failed),
      ]),
    );
    console.log(
      `(direct: the connections split evenly over the APIs, no proxy. CPU µs/req: the APIs', the proxy's and autocannon's CPU time per request; ceiling: ${cores} cores / that cost, what this machine could serve with nothing else running)`,
    );

    const staff = new ApiClient(cluster.url);
    const signIn = await staff.signIn(ADMIN);
    if (signIn.status !== 200) throw new Error(`Signing in answered ${signIn.status}`);
    const rounds = [];
    for (const count of PROCESS_COUNTS) {
      while (cluster.mediaWorkers.length < count) await cluster.addWorker('media', { LOG_LEVEL: 'info' });
      console.log(`Processing ${IMAGE_COUNT} images with ${count} media worker(s)...`);
      rounds.push({ count, ...(await processImages(cluster, staff, queues, database, images)) });
    }

    console.log(
      `\n${IMAGE_COUNT} images (3024 × 2016) per round, uploaded while the media queue is paused, timed from its resume until all are done; each worker runs WORKER_CONCURRENCY (default 2) at a time; 1-minute load average ${fixed(os.loadavg()[0], 1)}:\n`,
    );
    printTable(
      ['media workers', 'images/s', 'ratio', 'seconds', 'worker cores', 'CPU s/image', 'ceiling images/s'],
      rounds.map((round) => {
        const cpuSecondsPerImage = (round.workerCores * round.seconds) / IMAGE_COUNT;
        const cells = [fixed(round.perSecond, 2), fixed(round.perSecond / rounds[0].perSecond, 2), fixed(round.seconds, 2), fixed(round.workerCores, 2)];
        return [String(round.count), ...cells, fixed(cpuSecondsPerImage, 2), fixed(cores / cpuSecondsPerImage, 2)];
      }),
    );
  } finally {
    await cluster?.close();
    await queues.close();
    await database.end();
    await dropDatabase(databaseInfo.name);
    await deleteRedisKeys(REDIS_URL, REDIS_PREFIX);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
