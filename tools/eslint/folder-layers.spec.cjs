// Lints code as if it were a file of the workspace, through the real eslint.config.mjs, and checks the folder-layers rule.
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { describe, expect, it } = require('@jest/globals');

const workspaceRoot = path.resolve(__dirname, '../..');
const eslint = path.join(path.dirname(require.resolve('eslint/package.json')), 'bin/eslint.js');

function layerErrors(file, code) {
  const run = spawnSync(process.execPath, [eslint, '--stdin', '--stdin-filename', file, '--format', 'json'], { cwd: workspaceRoot, input: code, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout);
  return result.messages.filter((message) => message.ruleId === 'boundaries/folder-layers').map((message) => message.message);
}

describe('boundaries/folder-layers', () => {
  it('refuses an import from a lower layer into a higher one', () => {
    const errors = layerErrors('services/core/src/config/planted.ts', "export { BlogPostEntity } from '../blog/blog-post.entity';\n");
    expect(errors).toEqual([expect.stringContaining('config may not import blog: blog is in a higher layer of services/core')]);
  });

  it('refuses a sideways import that closes a cycle between folders', () => {
    const errors = layerErrors('services/api/src/users/planted.ts', "export { UsersModule } from '../user-management/users.module';\n");
    expect(errors).toEqual([expect.stringContaining('users may not import user-management: user-management already imports users')]);
  });

  it('refuses a feature importing a registry at the top of its package', () => {
    const errors = layerErrors('services/core/src/media/planted.ts', "export { JOB_CATALOGUE } from '../job-catalogue';\n");
    expect(errors).toEqual([expect.stringContaining('media may not import ./job-catalogue')]);
  });

  it('allows downward and acyclic sideways imports, and tests importing anything', () => {
    expect(layerErrors('services/core/src/job-catalogue-planted.ts', "export { MAIL_JOBS } from './mail/mail-jobs';\n")).toEqual([]);
    expect(layerErrors('services/core/src/viewings/planted.ts', "export { PropertyEntity } from '../properties/property.entity';\n")).toEqual([]);
    expect(layerErrors('services/core/src/config/planted.spec.ts', "export { BlogPostEntity } from '../blog/blog-post.entity';\n")).toEqual([]);
  });
});
