// The README is the front door and docs/ the house: every relative link must lead somewhere, every repository path and
// recipe symbol they name must exist, every generator they run must be the workspace's, every project is on the
// architecture map, and the README stays short.
const { execFileSync } = require('node:child_process');
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const repositoryRoot = path.resolve(__dirname, '..');
const README = path.join(repositoryRoot, 'README.md');
const README_MAX_LINES = 150;

function markdownFilesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFilesUnder(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

/** Inline `[text](target)` links and `[label]: target` definitions, outside code blocks and code spans. */
function linkTargets(markdown) {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]);
  const definitions = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((match) => match[1]);
  return [...inline, ...definitions];
}

function isRelative(target) {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#') && !target.startsWith('//');
}

/** The relative links of one file that lead to no file or folder, as `target` strings. */
function brokenLinks(file) {
  return linkTargets(readFileSync(file, 'utf8'))
    .filter(isRelative)
    .filter((target) => {
      const filePart = decodeURIComponent(target.split('#')[0].split('?')[0]);
      const resolved = filePart.startsWith('/') ? path.join(repositoryRoot, filePart) : path.resolve(path.dirname(file), filePart);
      return !existsSync(resolved);
    });
}

const documents = [README, ...markdownFilesUnder(__dirname)];

const git = (...args) => execFileSync('git', args, { cwd: repositoryRoot, encoding: 'utf8' });
const trackedFiles = git('ls-files').split('\n').filter(Boolean);
const topLevelEntries = new Set(trackedFiles.map((file) => file.split('/')[0]));

/** Backticked `a/b/c` texts (outside code blocks) that start at a top-level entry of the repository. */
function repositoryPaths(markdown) {
  const spans = [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
  return spans.filter((span) => /^[\w.@-]+(\/[\w.@*<>-]+)+\/?$/.test(span) && topLevelEntries.has(span.split('/')[0]) && !/[<>]/.test(span));
}

const globPattern = (glob) =>
  new RegExp(
    `^${glob
      .split(/(\*\*\/|\*)/)
      .map((part) => (part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}(?:/|$)`,
  );

/** A path exists when a tracked file is it or lies under it, or when git ignores it (a build output such as dist/). */
function pathExists(repositoryPath) {
  const pattern = globPattern(repositoryPath.replace(/\/$/, ''));
  if (trackedFiles.some((file) => pattern.test(file))) return true;
  try {
    git('check-ignore', '-q', '--no-index', `${repositoryPath.replace(/\/$/, '')}/`);
    return true;
  } catch {
    return false;
  }
}

function missingPaths(file) {
  return repositoryPaths(readFileSync(file, 'utf8')).filter((repositoryPath) => !pathExists(repositoryPath));
}

/** The npm workspaces, as folders: every one is a project of the build. */
function workspaceProjects() {
  const { workspaces } = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8'));
  return workspaces.flatMap((entry) =>
    entry.endsWith('/*')
      ? readdirSync(path.join(repositoryRoot, entry.slice(0, -2)), { withFileTypes: true })
          .filter((child) => child.isDirectory() && existsSync(path.join(repositoryRoot, entry.slice(0, -2), child.name, 'package.json')))
          .map((child) => `${entry.slice(0, -2)}/${child.name}`)
      : [entry],
  );
}

/** The folders named at the start of a line of the code block under "## The projects". */
function mappedProjects(architecture) {
  const section = architecture.split(/^## The projects$/m)[1] ?? '';
  const map = section.match(/```\n([\s\S]*?)```/)?.[1] ?? '';
  return map
    .split('\n')
    .map((line) => line.split(/\s/)[0].replace(/\/$/, ''))
    .filter(Boolean);
}

/** Backticked identifiers of a recipe that name code: `PascalCase`, `camelCase` or `SCREAMING_CASE`, or a call `name(...)`. */
function recipeSymbols(markdown) {
  const spans = [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
  const names = spans.map((span) => span.match(/^@?([A-Za-z_$][\w$]*)(?:\(.*\))?$/)).filter(Boolean);
  return [...new Set(names.filter(([span, name]) => /[A-Z]/.test(name) || span.includes('(')).map(([, name]) => name))];
}

let sourceText;
function symbolResolves(name) {
  sourceText ??= trackedFiles
    .filter((file) => /\.(ts|tsx|mjs|cjs|json)$/.test(file) && !file.startsWith('docs/') && !file.endsWith('package-lock.json'))
    .map((file) => readFileSync(path.join(repositoryRoot, file), 'utf8'))
    .join('\n');
  return new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(sourceText);
}

/** The generators of the workspace's own Nx plugin (@app/tools) that a document runs: `nx g @app/tools:<name>`. */
function generatorCommands(markdown) {
  return [...new Set([...markdown.matchAll(/nx g @app\/tools:([\w-]+)/g)].map((match) => match[1]))];
}

const WORKSPACE_GENERATORS = Object.keys(JSON.parse(readFileSync(path.join(repositoryRoot, 'tools/generators.json'), 'utf8')).generators);

const recipes = markdownFilesUnder(path.join(__dirname, 'recipes'));
/** Placeholders the recipes write for the reader's own names. */
const RECIPE_PLACEHOLDERS = new Set(['XJobSchema', 'XJob']);

describe('documentation', () => {
  it.each(documents.map((file) => [path.relative(repositoryRoot, file), file]))('%s has no broken relative link', (_name, file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it.each(documents.map((file) => [path.relative(repositoryRoot, file), file]))('%s names no repository path that does not exist', (_name, file) => {
    expect(missingPaths(file)).toEqual([]);
  });

  it('puts every workspace project on the map of docs/architecture.md', () => {
    const mapped = mappedProjects(readFileSync(path.join(__dirname, 'architecture.md'), 'utf8'));
    expect(workspaceProjects().filter((project) => !mapped.includes(project))).toEqual([]);
  });

  it.each(recipes.map((file) => [path.relative(repositoryRoot, file), file]))('%s names only symbols the code has', (_name, file) => {
    const unresolved = recipeSymbols(readFileSync(file, 'utf8')).filter((name) => !RECIPE_PLACEHOLDERS.has(name) && !symbolResolves(name));
    expect(unresolved).toEqual([]);
  });

  it.each(documents.map((file) => [path.relative(repositoryRoot, file), file]))('%s runs only generators the workspace has', (_name, file) => {
    expect(generatorCommands(readFileSync(file, 'utf8')).filter((name) => !WORKSPACE_GENERATORS.includes(name))).toEqual([]);
  });

  it(`keeps the README at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(README, 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('finds the links it checks', () => {
    expect(linkTargets('See [the spec](docs/a.md#x), `[not](b.md)` and\n[c]: ./c.md\n```\n[d](d.md)\n```')).toEqual(['docs/a.md#x', './c.md']);
    expect(brokenLinks(README)).toEqual(expect.any(Array));
  });

  it('fails on a planted wrong path, a project missing from the map and a symbol the code lacks', () => {
    expect(repositoryPaths('See `services/api/src/nowhere/planted.ts`, `README.md`, ```\n`libs/x/y`\n``` and `a/b`.')).toEqual([
      'services/api/src/nowhere/planted.ts',
    ]);
    expect(pathExists('services/api/src/nowhere/planted.ts')).toBe(false);
    expect(pathExists('mfe-public/src/**/enhancements/')).toBe(true);
    expect(pathExists('shell/dist')).toBe(true);
    expect(mappedProjects('## The projects\n\n```\nshell/   host\nlibs/ui  ui\n```\n')).toEqual(['shell', 'libs/ui']);
    expect(workspaceProjects()).toEqual(expect.arrayContaining(['shell', 'libs/contracts', 'services/api', 'e2e']));
    expect(recipeSymbols('Call `defineEndpoint({ … })`, `MailOutbox.queue(mail)`, `PlantedMissingSymbol` and `pending`.')).toEqual([
      'defineEndpoint',
      'PlantedMissingSymbol',
    ]);
    expect(symbolResolves('defineEndpoint')).toBe(true);
    expect(symbolResolves('PlantedMissingSymbol')).toBe(false);
    expect(generatorCommands('Run `npx nx g @app/tools:remote mfe-x`, then `nx g @app/tools:planted-missing`.')).toEqual(['remote', 'planted-missing']);
    expect(WORKSPACE_GENERATORS).toEqual(expect.arrayContaining(['remote', 'sync-remotes']));
  });
});
