// Creates and drops the throwaway databases (and Redis key prefixes) that integration and browser tests and the benchmarks run against.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { Redis } = require('ioredis');
const { Client } = require('pg');

const workspaceRoot = path.resolve(__dirname, '../..');
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin(work) {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database and applies every migration to it, in a child process (entities stay out of Jest's realm). */
async function createMigratedDatabase(prefix) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = databaseUrl(name);
  execFileSync(process.execPath, ['-r', '@swc-node/register', 'services/core/src/database/migrate.ts'], {
    cwd: workspaceRoot,
    env: { ...process.env, DATABASE_URL: url, SWC_NODE_PROJECT: path.join(workspaceRoot, 'tsconfig.node.json') },
    stdio: 'pipe',
  });
  return { name, url };
}

async function dropDatabase(name) {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Removes every key under `prefix`, a batch at a time. */
async function deleteRedisKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

module.exports = { createMigratedDatabase, dropDatabase, deleteRedisKeys };
