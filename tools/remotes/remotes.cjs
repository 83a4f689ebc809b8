// The remotes of the workspace, read from the one place each is declared: the "remote" field of its package.json.
// Everything else that names a remote is derived from this list at run time or generated from it (sync-remotes).
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');

/** Where a remote's files are served, by the API and by its own web server in a cluster. */
function remoteBasePath(folder) {
  return `/mfe/${folder}`;
}

/** The Module Federation container name of a remote folder: a JS identifier (`mfe-admin-inbox` -> `mfe_admin_inbox`). */
function containerNameOf(folder) {
  return folder.replace(/-/g, '_');
}

/**
 * @typedef {object} Remote
 * @property {string} folder      its folder at the root, also its package name (`mfe-admin-inbox`)
 * @property {string} name        its container name (`mfe_admin_inbox`)
 * @property {string} route       the path below which the shell shows it (`/admin/inbox`)
 * @property {Record<string,string>} exposes        exposed module -> source file
 * @property {Record<string,string>} [serverExposes] set when it renders on the server: what its server container exposes
 * @property {boolean} [ownRoot]  it starts a React root of its own, sharing React alone
 */

/** A workspace file's text, or null when there is none. */
function readWorkspaceFile(file) {
  const absolute = path.join(workspaceRoot, file);
  return existsSync(absolute) ? readFileSync(absolute, 'utf8') : null;
}

/** The declaration in a package.json's text (the package name is the remote's folder), or undefined for no remote. */
function remoteOf(packageJson) {
  const { name, remote } = JSON.parse(packageJson);
  return remote && { folder: name, name: containerNameOf(name), ...remote };
}

/** The declaration of the project in `dir`, or undefined when it is no remote. */
function readRemote(dir) {
  return remoteOf(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * Every remote, in the order of the root package.json's workspaces.
 * @param {(file: string) => string | null} [read]  a file's text by its path in the workspace (a generator's tree)
 * @returns {Remote[]}
 */
function readRemotes(read = readWorkspaceFile) {
  const { workspaces } = JSON.parse(read('package.json'));
  return workspaces.flatMap((folder) => {
    const manifest = folder.includes('*') ? null : read(`${folder}/package.json`);
    return (manifest && remoteOf(manifest)) || [];
  });
}

module.exports = { readRemote, readRemotes, readWorkspaceFile, containerNameOf, remoteBasePath, workspaceRoot };
