// The repository's TypeScript loaded into a script, compiled as it is required (as `node -r @swc-node/register` does).
import { createRequire } from 'node:module';
import path from 'node:path';
import { workspaceRoot } from './environment.mjs';

const require = createRequire(path.join(workspaceRoot, 'package.json'));

/** The exports of `file` (a path from the repository root), e.g. the system tests' Cluster. */
export function requireTypeScript(file) {
  process.env.SWC_NODE_PROJECT ||= path.join(workspaceRoot, 'tsconfig.node.json');
  require('@swc-node/register');
  return require(path.join(workspaceRoot, file));
}
