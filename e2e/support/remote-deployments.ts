import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The stack's REMOTES_MANIFEST_FILE (playwright.config.ts hands it to start-test-stack.mjs): tests deploy remotes with it. */
export const REMOTES_MANIFEST_FILE = path.join(tmpdir(), `harbourline-e2e-remotes-${process.env.E2E_PORT ?? 4310}.json`);

/** Places remotes at the given mf-manifest.json URLs; the others stay on the API. `{}` rolls every remote back. */
export function deployRemotes(remotes: Record<string, string>): void {
  writeFileSync(REMOTES_MANIFEST_FILE, JSON.stringify({ remotes }));
}
