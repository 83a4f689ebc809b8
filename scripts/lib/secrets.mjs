import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './environment.mjs';

/** A random secret kept in .data/<name> (created once, readable only by this user), so sessions survive restarts. */
export function persistentSecret(name) {
  const file = path.join(workspaceRoot, '.data', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
