import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, REMOTES_MANIFEST_URL, type RemoteName } from '@app/contracts';

const entries = new Map<RemoteName, string>();

const registered = new Set<RemoteName>();

/** The exposed modules loaded so far, by `remote/exposed`. */
const loaded = new Map<string, unknown>();

/**
 * Reads where each remote lives from the deploy-time manifest. A manifest that cannot be read leaves the remotes
 * unknown: each area then shows its fallback.
 */
export async function readRemotesManifest(): Promise<void> {
  try {
    const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return;
    for (const [name, entry] of remoteEntries(await response.json())) entries.set(name, entry);
  } catch {
    // Reported by each remote area when it tries to load.
  }
}

/**
 * The known remotes' addresses in a manifest ({ remotes: { name: url } }). Checked by hand rather than with the
 * contract's zod schema: a public page loads no zod of the shell.
 */
function remoteEntries(manifest: unknown): [RemoteName, string][] {
  const remotes: unknown = typeof manifest === 'object' && manifest !== null ? (manifest as { remotes?: unknown }).remotes : undefined;
  if (typeof remotes !== 'object' || remotes === null) return [];
  return REMOTE_NAMES.flatMap((name) => {
    const entry: unknown = (remotes as Record<string, unknown>)[name];
    return typeof entry === 'string' && entry.length > 0 ? [[name, entry] as [RemoteName, string]] : [];
  });
}

/**
 * Loads a remote's exposed module, registering the remote on its first use only (the runtime reads the manifest of
 * every registered remote, and a public page needs one); `fresh` drops what the runtime cached of a failed attempt.
 */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string, fresh: boolean): Promise<T> {
  if (entries.size === 0) await readRemotesManifest();
  const entry = entries.get(remote);
  if (!entry) throw new Error(`No address is configured for ${remote}`);
  if (fresh || !registered.has(remote)) registerRemotes([{ name: remote, entry }], { force: fresh });
  registered.add(remote);
  const id = `${remote}/${exposed}`;
  const module = await loadRemote<T>(id);
  if (!module) throw new Error(`${id} could not be loaded`);
  loaded.set(id, module);
  return module;
}

/**
 * A remote's exposed module if it has been loaded already (a preload, an earlier page), so that it can be rendered
 * at once: suspending on it even briefly shows a fallback, and React then holds the next reveal back for 300 ms.
 */
export function loadedRemoteModule<T>(remote: RemoteName, exposed: string): T | undefined {
  return loaded.get(`${remote}/${exposed}`) as T | undefined;
}
