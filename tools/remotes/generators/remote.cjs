// `nx g @app/tools:remote mfe-admin-<area>`: a new remote, declared in its package.json, with everything that follows
// from the declaration written by sync-remotes. `--remove` takes it all away again.
const { execFileSync } = require('node:child_process');
const { syncRemotes } = require('../sync-remotes.cjs');
const { containerNameOf, workspaceRoot } = require('../remotes.cjs');

const ARCHITECTURE = 'docs/architecture.md';
/** The column the descriptions of docs/architecture.md's project map start at. */
const MAP_COLUMN = 21;

/** `mfe-admin-leases` -> `leases`, `mfe-tenant-help` -> `tenant-help`. */
function areaOf(name) {
  return name.replace(/^mfe-(admin-)?/, '');
}

const pascalCase = (words) =>
  words
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
const sentenceCase = (words) => words[0].toUpperCase() + words.slice(1).replace(/-/g, ' ');

function remoteProject({ name, route }) {
  const area = areaOf(name);
  const component = `${pascalCase(area)}App`;
  const appFile = `${area}-app`;
  const title = sentenceCase(area);
  const packageJson = {
    name,
    version: '1.0.0',
    private: true,
    remote: { route, exposes: { [`./${component}`]: `./src/app/${appFile}.tsx` } },
    scripts: {
      build: 'rspack build --config rspack.config.cjs',
      dev: 'rspack serve --config rspack.config.cjs',
      test: 'jest --passWithNoTests',
      lint: 'eslint src',
      typecheck: 'tsc -p tsconfig.json',
    },
    dependencies: { '@app/contracts': '*', '@app/ui': '*' },
    nx: { tags: ['scope:web', 'type:remote'] },
  };
  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'rspack.config.cjs': `// Built as its package.json's "remote" field declares it.
const { createRemoteConfig } = require('../tools/rspack/create-app-config.cjs');

module.exports = createRemoteConfig(__dirname);
`,
    'tsconfig.json': `{
  "extends": "../tsconfig.web.json",
  "include": ["src", "../libs/ui/src/styled.d.ts"]
}
`,
    'jest.config.cjs': `const { createJestConfig } = require('../jest.preset.cjs');

module.exports = createJestConfig({ displayName: '${name}', rootDir: __dirname, environment: 'jsdom' });
`,
    'src/index.ts': `// The async boundary lets Module Federation negotiate shared modules before any of them is used.
import('./bootstrap');
`,
    'src/bootstrap.ts': `export { default as ${component} } from './app/${appFile}';
`,
    [`src/app/${appFile}.tsx`]: `import { configureZodForCsp } from '@app/contracts';
import { AdminPage, Card, CardDescription, CardHeader, CardTitle } from '@app/ui';

configureZodForCsp();

/** Mounted by the shell at ${route}/*. */
export default function ${component}() {
  return (
    <AdminPage>
      <Card>
        <CardHeader>
          <CardTitle>${title}</CardTitle>
          <CardDescription>This area is ready for its first page.</CardDescription>
        </CardHeader>
      </Card>
    </AdminPage>
  );
}
`,
    [`src/app/${appFile}.spec.tsx`]: `import { screen } from '@testing-library/react';
import { renderWithUi } from '@app/ui/testing';
import ${component} from './${appFile}';

describe('${component}', () => {
  it('shows the area by its title', () => {
    renderWithUi(<${component} />);
    expect(screen.getByRole('heading', { name: '${title}' })).toBeInTheDocument();
  });
});
`,
  };
}

function editJson(tree, file, edit) {
  tree.write(file, `${JSON.stringify(edit(JSON.parse(tree.read(file, 'utf8'))), null, 2)}\n`);
}

/** The remote's folder among the workspaces, after the last remote's. */
function addWorkspace(workspaces, name) {
  const after = workspaces.findLastIndex((entry) => entry.startsWith('mfe-'));
  return [...workspaces.slice(0, after + 1), name, ...workspaces.slice(after + 1)];
}

/** The line of `name`, with the lines continuing it, in the project map of docs/architecture.md. */
function mapEntry(lines, name) {
  const start = lines.findIndex((line) => line.startsWith(`${name}/ `));
  if (start === -1) return { start, end: start };
  let end = start + 1;
  while (lines[end]?.startsWith(' '.repeat(MAP_COLUMN))) end += 1;
  return { start, end };
}

function editMap(tree, name, route, remove) {
  const lines = tree.read(ARCHITECTURE, 'utf8').split('\n');
  const existing = mapEntry(lines, name);
  if (existing.start !== -1) lines.splice(existing.start, existing.end - existing.start);
  if (!remove) {
    const last = lines.findLastIndex((line) => /^mfe-[\w-]+\/ /.test(line));
    const { end } = mapEntry(lines, lines[last].split('/')[0]);
    const description = `remote: ${sentenceCase(areaOf(name))} at ${route} (${containerNameOf(name)}/${pascalCase(areaOf(name))}App)`;
    lines.splice(end, 0, `${`${name}/`.padEnd(MAP_COLUMN - 1)} ${description}`);
  }
  tree.write(ARCHITECTURE, lines.join('\n'));
}

/** The lockfile follows the workspaces (npm ci refuses a lockfile that misses one); nothing is downloaded. */
function updateLockfile() {
  execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--offline'], { cwd: workspaceRoot, stdio: 'inherit' });
}

/**
 * @param {import('nx/src/generators/tree').Tree} tree
 * @param {{ name: string, route?: string, remove?: boolean }} options
 */
function remoteGenerator(tree, { name, route = `/admin/${areaOf(name)}`, remove = false }) {
  if (remove) {
    if (!tree.exists(`${name}/package.json`)) throw new Error(`There is no remote ${name}.`);
    tree.delete(name);
    editJson(tree, 'package.json', (root) => ({ ...root, workspaces: root.workspaces.filter((entry) => entry !== name) }));
  } else {
    if (tree.exists(name)) throw new Error(`${name} exists already.`);
    for (const [file, text] of Object.entries(remoteProject({ name, route }))) tree.write(`${name}/${file}`, text);
    editJson(tree, 'package.json', (root) => ({ ...root, workspaces: addWorkspace(root.workspaces, name) }));
  }
  editMap(tree, name, route, remove);
  syncRemotes(tree);
  return updateLockfile;
}

module.exports = { remoteGenerator, default: remoteGenerator };
