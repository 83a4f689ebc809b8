// Lints code as if it were a file of the workspace, through the real eslint.config.mjs, and checks the folder-layers rule.
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { describe, expect, it } = require('@jest/globals');

const workspaceRoot = path.resolve(__dirname, '../..');
const eslint = path.join(path.dirname(require.resolve('eslint/package.json')), 'bin/eslint.js');

function layerErrors(file, code) {
  const run = spawnSync(process.execPath, [eslint, '--stdin', '--stdin-filename', file, '--format', 'json'], {
    cwd: workspaceRoot,
    input: code,
    encoding: 'utf8',
  });
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

  it('covers libs/contracts: its leaves import no area, and no area imports the endpoint catalogue', () => {
    const leaf = layerErrors('libs/contracts/src/common/planted.ts', "export { UserSchema } from '../users/user';\n");
    expect(leaf).toEqual([expect.stringContaining('common may not import users: users is in a higher layer of libs/contracts')]);
    const registry = layerErrors('libs/contracts/src/inbox/planted.ts', "export { ENDPOINT_CATALOGUE } from '../endpoint-catalogue';\n");
    expect(registry).toEqual([expect.stringContaining('inbox may not import ./endpoint-catalogue')]);
  });

  it('covers mfe-public: shared parts import no page, pages import neither the routes nor the island loaders', () => {
    const shared = layerErrors('mfe-public/src/shared/components/planted.tsx', "export { ClosingBanner } from '../../company/components/closing-banner';\n");
    expect(shared).toEqual([expect.stringContaining('shared may not import company: company is in a higher layer of mfe-public')]);
    const page = layerErrors('mfe-public/src/contact/components/planted.tsx', "export { ISLAND_LOADERS } from '../../site/island-loaders';\n");
    expect(page).toEqual([expect.stringContaining('contact may not import site: site is in a higher layer of mfe-public')]);
  });

  it('covers mfe-admin-content: a tab may not import the page that lists it', () => {
    const errors = layerErrors(
      'mfe-admin-content/src/properties/components/planted.tsx',
      "export { ContentManagerPage } from '../../content-manager/components/content-manager-page';\n",
    );
    expect(errors).toEqual([expect.stringContaining('properties may not import content-manager: content-manager already imports properties')]);
  });

  it('allows downward and acyclic sideways imports, and tests importing anything', () => {
    expect(layerErrors('services/core/src/job-catalogue-planted.ts', "export { MAIL_JOBS } from './mail/mail-jobs';\n")).toEqual([]);
    expect(layerErrors('services/core/src/viewings/planted.ts', "export { PropertyEntity } from '../properties/property.entity';\n")).toEqual([]);
    expect(layerErrors('services/core/src/config/planted.spec.ts', "export { BlogPostEntity } from '../blog/blog-post.entity';\n")).toEqual([]);
    expect(layerErrors('mfe-public/src/home/components/planted.tsx', "export { BlogCard } from '../../blog/components/blog-card';\n")).toEqual([]);
    expect(layerErrors('libs/contracts/src/account/planted.ts', "export { UserSchema } from '../users/user';\n")).toEqual([]);
  });
});
