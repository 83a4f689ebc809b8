// Creates and drops the throwaway databases that integration and browser tests run against.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
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

module.exports = { createMigratedDatabase, dropDatabase };
