// Runs the MikroORM CLI against TypeScript sources (swc, not ts-node: decorators need emitted metadata).
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const cli = path.join(path.dirname(require.resolve('@mikro-orm/cli/package.json')), 'cli.js');
const tsconfig = path.join(__dirname, '../tsconfig.node.json');
const result = spawnSync(process.execPath, ['-r', '@swc-node/register', cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: path.join(__dirname, '../services/core'),
  env: {
    ...process.env,
    SWC_NODE_PROJECT: tsconfig,
    TS_NODE_PROJECT: tsconfig,
    MIKRO_ORM_CLI_USE_TS_NODE: '0',
    MIKRO_ORM_CLI_ALWAYS_ALLOW_TS: '1',
  },
});
process.exit(result.status ?? 1);
