// npm run cluster: the product as it runs on several machines, on this one: 3 API processes behind a round-robin
// proxy that sends only to ready ones, 2 workers on the media queue and 1 on the others, one PostgreSQL, one Redis
// and an S3 bucket (s3rver, kept in .data/s3). The same Cluster as the cluster system test
// (services/system-tests/src/cluster); PostgreSQL, Redis and the secrets as npm start provides them. Ctrl+C stops
// everything. The processes run from source (as the system tests run them); their logs go to .data/cluster-logs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnvironment, workspaceRoot } from './lib/environment.mjs';
import { prepareProductionStack } from './lib/production-stack.mjs';
import { requireTypeScript } from './lib/typescript.mjs';

const logDir = path.join(workspaceRoot, '.data/cluster-logs');
/** What the API prints when it creates the first super admin with a generated password (services/api/src/auth). */
const FIRST_ADMIN = /Created the first super admin \(shown once[^\n]*\n\s+email:\s+(\S+)\n\s+password:\s+(\S+)/;
let database;
let redis;
/** Cluster.start() under way or done: a stop during the start waits for it, then stops what it started. */
let clusterStarting;
let cluster;
let stopping = false;

async function main() {
  const env = loadEnvironment();
  const stack = await prepareProductionStack(env);
  ({ redis, database } = stack);
  takeOverStopSignals();

  const { Cluster } = requireTypeScript('services/system-tests/src/cluster/cluster.ts');
  console.log('Starting 3 APIs, 2 media workers and 1 worker for the other queues...');
  const s3Directory = path.join(workspaceRoot, '.data/s3');
  mkdirSync(s3Directory, { recursive: true });
  // The proxy polls readiness every 100 ms: a second of drain is plenty here (the 5 s default suits Kubernetes).
  const clusterEnv = { ...stack.serviceEnv, SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS || '1000' };
  clusterStarting = Cluster.start({ env: clusterEnv, proxyPort: Number(env.PORT || 3000), s3Directory, ownProcessGroup: true });
  cluster = await clusterStarting;
  if (stopping) return;
  for (const service of cluster.processes) {
    service.exited.then(({ code, signal }) => {
      if (stopping) return;
      console.error(`Process ${service.pid} stopped unexpectedly (${signal ?? code}); stopping everything. Its log: ${saveLogs()}`);
      void shutdown(1);
    });
  }
  printWelcome(env);
}

function printWelcome(env) {
  const generated = FIRST_ADMIN.exec(cluster.output());
  console.log(`\nHarbourline runs as a cluster at ${cluster.url}  (Ctrl+C stops it)`);
  console.log(`  APIs behind the proxy: ${cluster.apis.map((api) => api.baseUrl).join(', ')}`);
  console.log(
    `  workers: ${cluster.mediaWorkers.length} on media, ${cluster.otherWorkers.length} on the other queues; media in s3rver at ${cluster.s3.settings.S3_ENDPOINT}`,
  );
  if (generated) console.log(`  sign in at ${cluster.url}/auth as ${generated[1]} with password ${generated[2]} (shown once; change it after signing in)`);
  else if (env.ADMIN_EMAIL) console.log(`  sign in at ${cluster.url}/auth as ${env.ADMIN_EMAIL} (ADMIN_EMAIL, with ADMIN_PASSWORD)`);
  else console.log(`  sign in at ${cluster.url}/auth with the super admin of this database (its password was printed at its first start)`);
  console.log('');
}

/** Writes what every process logged to .data/cluster-logs, and answers that folder. */
function saveLogs() {
  mkdirSync(logDir, { recursive: true });
  for (const service of cluster.processes) writeFileSync(path.join(logDir, `${service.pid}.log`), service.output);
  return path.relative(workspaceRoot, logDir);
}

/**
 * The processes run in process groups of their own, so Ctrl+C reaches this script alone, which stops them in order.
 * The embedded PostgreSQL's exit hook (async-exit-hook) would stop it and exit on SIGINT, SIGTERM and SIGHUP before
 * the cluster has stopped: this script takes those signals over and stops PostgreSQL itself, last.
 */
function takeOverStopSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(0));
  }
}

async function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the proxy, the APIs and the workers, then Redis and PostgreSQL...');
  try {
    const started = await clusterStarting?.catch(() => undefined);
    if (started) {
      await started.close();
      console.log(`Logs of every process: ${saveLogs()}`);
    }
  } catch (error) {
    console.error(`Could not stop everything cleanly: ${error.stack ?? error}`);
  } finally {
    await Promise.all([database?.stop(), redis?.stop()]);
    process.exit(exitCode);
  }
}

main().catch(async (error) => {
  console.error(`\n${error.message}`);
  await shutdown(1);
});
