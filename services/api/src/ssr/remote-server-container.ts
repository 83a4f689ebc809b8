import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import { describeError, withTimeout } from '@app/core';

/** How long reading a remote's server manifest or entry may take. */
const MANIFEST_TIMEOUT_MS = 2000;
/** How long loading a version may take in all (manifest, entry, exposed module and its chunks). */
const LOAD_TIMEOUT_MS = 5000;
/** The remote entry's file name, beside its manifest (the containers' `filename`). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

type Loaded<T> = { version: string; module: T };

export type RemoteServerContainerOptions = {
  /** The remote's container name (`mfe_public`). */
  name: string;
  /** The exposed module to load (`ssr`). */
  exposed: string;
  /** Where the remote's server mf-manifest.json is served now. */
  manifestUrl: () => string;
  /** How often the manifest is read again to notice a redeploy of the remote, or to try again after a failure. */
  checkIntervalMs: number;
};

/**
 * A remote's server container, loaded over HTTP from the address the remote is deployed at, as the browser loads
 * its browser container. Its manifest and entry are read again every `checkIntervalMs` (after a request, never on
 * its path): when they changed, the remote was redeployed and the new version replaces the old one, without a restart.
 * Every load is bounded in time; while none has succeeded, callers get null at once and one load is tried again
 * every `checkIntervalMs`, so an unreachable remote costs a page no wait.
 */
export class RemoteServerContainer<T> {
  private readonly logger = new Logger(RemoteServerContainer.name);
  private readonly federation: ModuleFederation;
  private loaded: Loaded<T> | null = null;
  private loading: Promise<Loaded<T> | null> | null = null;
  /** When a load was last tried. */
  private checkedAt = 0;

  constructor(private readonly options: RemoteServerContainerOptions) {
    this.federation = createInstance({ name: `api_host_${options.name}`, remotes: [] });
  }

  /**
   * The module of the version deployed now (the first call waits for its load, later ones get the loaded one at once),
   * or null while it cannot be loaded.
   */
  async current(): Promise<Loaded<T> | null> {
    const due = Date.now() - this.checkedAt >= this.options.checkIntervalMs;
    if (!this.loaded) return this.loading ?? (due ? this.refresh() : null);
    if (due) void this.refresh();
    return this.loaded;
  }

  /** Loads the deployed version if it changed; a failure is logged and leaves the version loaded before, if any. */
  private refresh(): Promise<Loaded<T> | null> {
    this.checkedAt = Date.now();
    this.loading ??= withTimeout(this.loadIfChanged(), LOAD_TIMEOUT_MS, `Loading ${this.options.name}'s server container`)
      .catch((error: unknown) => {
        const consequence = this.loaded ? 'pages are rendered with the version loaded before' : 'pages are sent without their server render';
        this.logger.warn(`${this.options.name}'s server container is unavailable, ${consequence}: ${describeError(error)}`);
        return this.loaded;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  private async loadIfChanged(): Promise<Loaded<T>> {
    const entry = this.options.manifestUrl();
    const version = await deployedVersion(entry);
    if (this.loaded?.version === version) return this.loaded;
    // `force` drops what the runtime kept of the previous version: its container, manifest and loading state.
    this.federation.registerRemotes([{ name: this.options.name, entry }], { force: true });
    const module = await this.federation.loadRemote<T>(`${this.options.name}/${this.options.exposed}`);
    if (!module) throw new Error(`${this.options.name}/${this.options.exposed} could not be loaded from ${entry}`);
    if (this.loaded) this.logger.log(`Loaded a new version of ${this.options.name}'s server container`);
    this.loaded = { version, module };
    return this.loaded;
  }
}

/**
 * What identifies a deployed version: its manifest and its remote entry, which names every chunk by content hash
 * (the manifest lists only the exposed modules' own chunks, not the pages they load lazily).
 */
async function deployedVersion(manifestUrl: string): Promise<string> {
  const hash = createHash('sha256');
  for (const url of [manifestUrl, new URL(REMOTE_ENTRY_FILE, manifestUrl).toString()]) {
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    hash.update(await response.text());
  }
  return hash.digest('hex');
}
