// The workspace's projects (npm workspaces) with their Nx tags, and which project a file or an import belongs to.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function workspaceFolders() {
  const { workspaces } = readJson(path.join(workspaceRoot, 'package.json'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [path.join(workspaceRoot, pattern)];
    const parent = path.join(workspaceRoot, pattern.slice(0, -2));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(parent, entry.name));
  });
}

/** Every project: its package name, folder and tags (package.json "nx.tags"). */
export const PROJECTS = workspaceFolders()
  .filter((folder) => existsSync(path.join(folder, 'package.json')))
  .map((folder) => {
    const manifest = readJson(path.join(folder, 'package.json'));
    return { name: manifest.name, root: folder + path.sep, tags: manifest.nx?.tags ?? [] };
  });

const ALIASES = Object.entries(readJson(path.join(workspaceRoot, 'tsconfig.base.json')).compilerOptions.paths).map(([alias, [file]]) => [
  alias,
  path.join(workspaceRoot, file),
]);

export function projectOfFile(file) {
  return PROJECTS.find((project) => file.startsWith(project.root));
}

/** The project an import specifier points into, or undefined for a third-party package. */
export function projectOfImport(specifier, importingFile) {
  if (specifier.startsWith('.')) return projectOfFile(path.resolve(path.dirname(importingFile), specifier));
  const alias = ALIASES.find(([name]) => specifier === name);
  if (alias) return projectOfFile(alias[1]);
  return PROJECTS.find((project) => specifier === project.name || specifier.startsWith(`${project.name}/`));
}
