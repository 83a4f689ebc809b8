const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { readRemotes, readWorkspaceFile, workspaceRoot } = require('./remotes.cjs');
const { remoteFiles } = require('./remote-files.cjs');

/** A remote the workspace does not have. */
const PLANTED = 'mfe-admin-planted';

const onDisk = {
  read: readWorkspaceFile,
  children: (dir) => readdirSync(path.join(workspaceRoot, dir)),
};

/** The workspace as it would be with one more remote, declared in its package.json and listed in the workspaces. */
function withRemote(files, folder, route) {
  const planted = {
    'package.json': null,
    [`${folder}/package.json`]: JSON.stringify({ name: folder, remote: { route, exposes: { './PlantedApp': './x.tsx' } } }),
  };
  const read = (file) => {
    if (file === 'package.json') {
      const root = JSON.parse(files.read(file));
      return JSON.stringify({ ...root, workspaces: [...root.workspaces, folder] });
    }
    return file in planted ? planted[file] : files.read(file);
  };
  return { ...files, read };
}

describe('the files that follow from the remotes declarations', () => {
  const remotes = readRemotes();

  it('are up to date: run `npx nx g @app/tools:sync-remotes` after changing a remote\'s "remote" field', () => {
    const stale = [];
    for (const [file, text] of remoteFiles(remotes, onDisk)) {
      if (text === null ? existsSync(path.join(workspaceRoot, file)) : onDisk.read(file) !== text) stale.push(file);
    }
    expect(stale).toEqual([]);
  });

  it('declare every remote with a route and exposed modules that exist', () => {
    expect(remotes.map(({ folder }) => folder)).toEqual(expect.arrayContaining(['mfe-public', 'mfe-admin-inbox', 'mfe-portal']));
    for (const { folder, route, exposes, serverExposes = {} } of remotes) {
      expect({ folder, route }).toEqual({ folder, route: expect.stringMatching(/^\//) });
      const missing = [...Object.values(exposes), ...Object.values(serverExposes)].filter((file) => !existsSync(path.join(workspaceRoot, folder, file)));
      expect({ folder, missing }).toEqual({ folder, missing: [] });
    }
  });

  it("add a new remote's catalogue entry, web server, Ingress path, images and manifest lines, and take them away again", () => {
    const files = withRemote(onDisk, PLANTED, '/admin/planted');
    const added = remoteFiles(readRemotes(files.read), { ...files, children: onDisk.children });
    expect(added.get('libs/contracts/src/remotes/remote-catalogue.generated.ts')).toContain(
      "mfe_admin_planted: { folder: 'mfe-admin-planted', route: '/admin/planted', exposes: ['PlantedApp'], rendersOnServer: false }",
    );
    expect(added.get('deploy/kubernetes/base/remotes/mfe-admin-planted/kustomization.yaml')).toContain('newName: harbourline/mfe-admin-planted');
    expect(added.get('deploy/kubernetes/base/remotes/kustomization.yaml')).toContain('  - mfe-admin-planted\n');
    expect(added.get('deploy/kubernetes/base/ingress/ingress.yaml')).toContain('path: /mfe/mfe-admin-planted/');
    const production = added.get('deploy/kubernetes/overlays/production/kustomization.yaml');
    const serverTag = production.match(/name: harbourline\/server\n {4}newTag: (.*)\n/)[1];
    expect(production).toContain(`  - name: harbourline/mfe-admin-planted\n    newTag: ${serverTag}\n`);
    expect(JSON.parse(added.get('deploy/kubernetes/overlays/staging/remotes.json')).remotes.mfe_admin_planted).toBe(
      'https://staging.harbourline.example/mfe/mfe-admin-planted/mf-manifest.json',
    );

    const afterAdding = { read: (file) => (added.has(file) ? added.get(file) : onDisk.read(file)), children: onDisk.children };
    const removed = remoteFiles(remotes, {
      read: afterAdding.read,
      children: (dir) => [...onDisk.children(dir), ...(dir === 'deploy/kubernetes/base/remotes' ? ['mfe-admin-planted'] : [])],
    });
    expect(removed.get('deploy/kubernetes/base/remotes/mfe-admin-planted/kustomization.yaml')).toBeNull();
    for (const [file, text] of removed) if (text !== null) expect({ file, text }).toEqual({ file, text: onDisk.read(file) });
  });
});
