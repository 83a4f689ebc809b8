// The workspace libraries' module aliases, written once in tsconfig.base.json ("paths"); Jest and rspack read them here.
const path = require('node:path');
const { compilerOptions } = require('../tsconfig.base.json');

const workspaceRoot = path.resolve(__dirname, '..');

/** `{ '@app/web': '/abs/libs/web/src/index.ts', ... }` for every alias of tsconfig.base.json. */
const WORKSPACE_ALIASES = Object.fromEntries(Object.entries(compilerOptions.paths).map(([name, [file]]) => [name, path.join(workspaceRoot, file)]));

module.exports = { WORKSPACE_ALIASES, workspaceRoot };
