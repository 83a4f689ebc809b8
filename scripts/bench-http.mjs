// Requests per second and p99 latency of the product's API against a raw node:http server that sends the same bytes
// (same status, headers and body, recorded from the product first), in one run, with autocannon.
//
//   npm run bench:http [-- <seconds per target, default 10> <connections, default 50>]
//
// Builds nothing: the API runs from source as the system tests run it (node -r @swc-node/register), with
// NODE_ENV=production and LOG_LEVEL=info, its log going to a file. Needs PostgreSQL (TEST_DATABASE_ADMIN_URL) and
// Redis (REDIS_URL); it makes its own migrated (demo content) database and Redis key prefix, and removes them at the end.
// `/` is measured only when the web apps are built (npm run build); otherwise it is skipped with a message.
import { spawn } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMs } from './lib/process-cpu.mjs';
import { startApiFromSource } from './lib/api-from-source.mjs';
import { stopServices } from './lib/processes.mjs';

const require = createRequire(import.meta.url);
const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const WARM_UP_SECONDS = 2;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `hl-bench-http-${process.pid}`;
/** Headers node:http writes itself, or that describe the connection rather than the answer. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
/** Set when the API exits on its own: the run stops after the measurement under way and says why. */
let apiFailure = null;

/** The raw server: answers each recorded path with its recorded status, headers and body, and nothing else. */
function serveRecorded(recordingFile) {
  const recorded = new Map(
    Object.entries(JSON.parse(readFileSync(recordingFile, 'utf8'))).map(([url, answer]) => {
      const body = Buffer.from(answer.body, 'base64');
      return [url, { status: answer.status, headers: { ...answer.headers, 'content-length': String(body.length) }, body }];
    }),
  );
  const server = createServer((request, response) => {
    const answer = recorded.get(request.url);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

/** The API from source, as services/system-tests start it, its stdout and stderr written to `logFile`. */
function startApi(databaseUrl, mediaDir, logFile) {
  return startApiFromSource({ databaseUrl, mediaDir, logFile, redisUrl: REDIS_URL, redisPrefix: REDIS_PREFIX, onFailure: (error) => (apiFailure = error) });
}

/** The raw server in a process of its own (like the API), serving what the product answered. */
async function startRawServer(recordingFile) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--raw-server', recordingFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The raw server exited (${code})`)));
    child.stdout.once('data', (chunk) => resolve(JSON.parse(chunk.toString('utf8')).port));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')) };
}

/** What the product answers a client that, like autocannon, sends no Accept-Encoding. */
async function record(baseUrl, url) {
  const response = await fetch(`${baseUrl}${url}`, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !CONNECTION_HEADERS.has(name)));
  return { status: response.status, headers, body: body.toString('base64'), bytes: body.length };
}

async function load(url, seconds) {
  const autocannon = require('autocannon');
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/**
 * A warm-up run, then the measured one: requests per second, p99, the server's CPU time per request (on a machine
 * that also runs autocannon, the steadier figure) and, for the product, the bytes it logged per request.
 */
async function measure(url, pid, logFile) {
  await load(url, WARM_UP_SECONDS);
  if (apiFailure) throw apiFailure;
  const logBefore = logFile ? statSync(logFile).size : 0;
  const cpuBefore = cpuMs(pid);
  const result = await load(url, SECONDS);
  if (apiFailure) throw apiFailure;
  const cpuMicrosPerRequest = ((cpuMs(pid) - cpuBefore) * 1000) / result.total;
  return { ...result, cpuMicrosPerRequest, logBytesPerRequest: logFile ? (statSync(logFile).size - logBefore) / result.total : 0 };
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

function printTable(rows) {
  const header = [
    'target',
    'bytes',
    'product req/s',
    'raw req/s',
    'ratio',
    'product p99 ms',
    'raw p99 ms',
    'p99 ratio',
    'product CPU µs/req',
    'raw CPU µs/req',
  ];
  const lines = rows.map(({ name, bytes, product, raw }) => [
    name,
    String(bytes),
    fixed(product.rps),
    fixed(raw.rps),
    fixed(product.rps / raw.rps, 2),
    fixed(product.p99),
    fixed(raw.p99),
    fixed(product.p99 / raw.p99, 2),
    fixed(product.cpuMicrosPerRequest, 1),
    fixed(raw.cpuMicrosPerRequest, 1),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  for (const line of [header, ...lines])
    console.log(line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}

async function main() {
  const { createMigratedDatabase, deleteRedisKeys, dropDatabase } = require('../tools/jest/test-database.cjs');
  console.log('Creating a migrated database with the demo content...');
  const database = await createMigratedDatabase('harbourline_bench_http');
  const workDir = await mkdtemp(path.join(tmpdir(), 'hl-bench-http-'));
  const logFile = path.join(workDir, 'api.log');
  let raw;
  try {
    console.log('Starting the API (from source, NODE_ENV=production, LOG_LEVEL=info)...');
    const product = await startApi(database.url, path.join(workDir, 'media'), logFile);
    const productUrl = product.baseUrl;
    const posts = await (await fetch(`${productUrl}/api/blog-posts`)).json();
    if (!Array.isArray(posts) || !posts[0]?.slug) throw new Error('GET /api/blog-posts answered no post to read');
    const targets = [
      ['/api/health', '/api/health'],
      ['/api/blog-posts', '/api/blog-posts'],
      ['a post', `/api/blog-posts/${posts[0].slug}`],
      ['/ (HTML)', '/'],
    ];
    const recordings = {};
    for (const [, url] of targets) recordings[url] = await record(productUrl, url);
    if (recordings['/'].status !== 200) {
      console.log(`Skipping /: the API answers it ${recordings['/'].status} (the web apps are not built; npm run build builds them).`);
      targets.pop();
      delete recordings['/'];
    }
    const recordingFile = path.join(workDir, 'recorded.json');
    writeFileSync(recordingFile, JSON.stringify(recordings));
    raw = await startRawServer(recordingFile);

    const rows = [];
    for (const [name, url] of targets) {
      console.log(`Measuring ${name} (${url}): ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up, then ${SECONDS} s, product then raw...`);
      const ofProduct = await measure(`${productUrl}${url}`, product.pid, logFile);
      const ofRaw = await measure(`${raw.baseUrl}${url}`, raw.pid);
      for (const [who, result] of [
        ['product', ofProduct],
        ['raw', ofRaw],
      ]) {
        if (result.non2xx || result.errors) console.log(`  ${who}: ${result.non2xx} answers were not 2xx, ${result.errors} errors or timeouts`);
      }
      console.log(`  product: ${fixed(ofProduct.total)} requests, ${fixed(ofProduct.logBytesPerRequest, 1)} bytes of log per request`);
      rows.push({ name, bytes: recordings[url].bytes, product: ofProduct, raw: ofRaw });
    }
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per target, no Accept-Encoding (identity bodies), ratio = product / raw;`);
    console.log("p99 in whole milliseconds (autocannon); CPU = the server process's user + system time per request:\n");
    printTable(rows);
  } finally {
    await raw?.stop();
    await stopServices();
    await dropDatabase(database.name);
    await deleteRedisKeys(REDIS_URL, REDIS_PREFIX);
    await rm(workDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--raw-server') {
  serveRecorded(process.argv[3]);
} else {
  main().catch(async (error) => {
    console.error(error);
    await stopServices();
    process.exit(1);
  });
}
