// Lints code as if it were a file of the workspace, through the real eslint.config.mjs: the plumbing library keeps to
// its plumbing folders and never imports the feature widgets of @app/domain-ui.
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { describe, expect, it } = require('@jest/globals');

const workspaceRoot = path.resolve(__dirname, '../..');
const eslint = path.join(path.dirname(require.resolve('eslint/package.json')), 'bin/eslint.js');

function ruleErrors(file, code, ruleId) {
  const run = spawnSync(process.execPath, [eslint, '--stdin', '--stdin-filename', file, '--format', 'json'], {
    cwd: workspaceRoot,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout);
  return result.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

const WIDGET = 'export function RequestBadge() {\n  return null;\n}\n';

describe('boundaries/plumbing-folders', () => {
  it('refuses a feature widget in a folder of libs/web that is not plumbing', () => {
    const errors = ruleErrors('libs/web/src/maintenance/request-badge.tsx', WIDGET, 'boundaries/plumbing-folders');
    expect(errors).toEqual([expect.stringContaining('@app/web is plumbing: src/maintenance is not one of its folders')]);
  });

  it('allows the plumbing folders of libs/web, and widgets in libs/domain-ui', () => {
    expect(ruleErrors('libs/web/src/query/planted.ts', 'export const planted = 1;\n', 'boundaries/plumbing-folders')).toEqual([]);
    expect(ruleErrors('libs/domain-ui/src/maintenance/request-badge.tsx', WIDGET, 'boundaries/plumbing-folders')).toEqual([]);
  });
});

describe('boundaries/enforce-module-boundaries over layer tags', () => {
  it('refuses libs/web and libs/ui importing the feature widgets', () => {
    const code = "export { StatementDocument } from '@app/domain-ui';\n";
    expect(ruleErrors('libs/web/src/query/planted.ts', code, 'boundaries/enforce-module-boundaries')).toEqual([
      expect.stringContaining('@app/web may not import @app/domain-ui'),
    ]);
    expect(ruleErrors('libs/ui/src/components/planted.ts', code, 'boundaries/enforce-module-boundaries')).toEqual([
      expect.stringContaining('@app/ui may not import @app/domain-ui'),
    ]);
  });
});
