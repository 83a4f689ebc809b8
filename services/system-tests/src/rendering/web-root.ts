import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const workspaceRoot = path.resolve(__dirname, '../../../..');
const run = promisify(execFile);

/**
 * A deployment of the built shell and mfe-public in a folder of its own (the API's WEB_ROOT), where a test can
 * redeploy mfe-public alone, as an operator would: a new build replaces its dist folder.
 */
export class WebRoot {
  private constructor(readonly folder: string) {}

  static deployBuilt(): WebRoot {
    const folder = mkdtempSync(path.join(tmpdir(), 'hl-web-root-'));
    for (const app of ['shell', 'mfe-public']) {
      const dist = path.join(workspaceRoot, app, 'dist');
      if (!existsSync(dist)) throw new Error(`${app} is not built: run node_modules/.bin/nx run-many -t build`);
      cpSync(dist, path.join(folder, app, 'dist'), { recursive: true });
    }
    return new WebRoot(folder);
  }

  /**
   * Builds mfe-public from its sources with `change` applied to one file, and deploys that build in place of the
   * current one. The copy sits beside the real app (so its config, node_modules and the libraries resolve the same)
   * and is removed afterwards.
   */
  async redeployPublicSite(change: { file: string; replace: string; with: string }): Promise<void> {
    const copy = path.join(workspaceRoot, `.redeploy-mfe-public-${process.pid}`);
    rmSync(copy, { recursive: true, force: true });
    try {
      for (const entry of ['src', 'rspack.config.cjs', 'package.json'])
        cpSync(path.join(workspaceRoot, 'mfe-public', entry), path.join(copy, entry), { recursive: true });
      const file = path.join(copy, change.file);
      const source = readFileSync(file, 'utf8');
      if (!source.includes(change.replace)) throw new Error(`${change.file} does not contain ${change.replace}`);
      writeFileSync(file, source.replace(change.replace, change.with));
      await run(path.join(workspaceRoot, 'node_modules/.bin/rspack'), ['build', '--config', path.join(copy, 'rspack.config.cjs')], { cwd: copy });
      const deployed = path.join(this.folder, 'mfe-public', 'dist');
      rmSync(deployed, { recursive: true, force: true });
      renameSync(path.join(copy, 'dist'), deployed);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }

  remove(): void {
    rmSync(this.folder, { recursive: true, force: true });
  }
}
