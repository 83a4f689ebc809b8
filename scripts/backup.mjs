// npm run backup [folder] / npm run restore <folder>: the database dump and the media files (services/core/src/backup).
import path from 'node:path';
import { databaseUrlOf } from './lib/database.mjs';
import { loadEnvironment, workspaceRoot } from './lib/environment.mjs';
import { run } from './lib/processes.mjs';

const [command, ...args] = process.argv.slice(2);
const env = loadEnvironment();
try {
  await run(process.execPath, ['-r', '@swc-node/register', path.join(workspaceRoot, `services/core/src/backup/${command}.ts`), ...args], {
    cwd: process.cwd(),
    env: { ...env, DATABASE_URL: databaseUrlOf(env), SWC_NODE_PROJECT: path.join(workspaceRoot, 'tsconfig.node.json') },
  });
} catch {
  process.exit(1);
}
