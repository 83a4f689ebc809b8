// Settings for the scripts: the process environment, completed by an optional .env file.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function loadEnvironment() {
  const envFile = path.join(workspaceRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return process.env;
}
