// `nx g @app/tools:sync-remotes`: writes every file that follows from the remotes' declarations.
const { readRemotes } = require('./remotes.cjs');
const { remoteFiles } = require('./remote-files.cjs');

/** @param {import('nx/src/generators/tree').Tree} tree */
function syncRemotes(tree) {
  const read = (file) => (tree.exists(file) ? tree.read(file, 'utf8') : null);
  const wanted = remoteFiles(readRemotes(read), { read, children: (dir) => tree.children(dir) });
  for (const [file, text] of wanted) {
    if (text === null) tree.delete(file);
    else if (read(file) !== text) tree.write(file, text);
  }
}

module.exports = { syncRemotes, default: syncRemotes };
