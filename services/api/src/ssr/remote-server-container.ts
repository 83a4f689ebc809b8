import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import { describeError } from '@app/core';

/** How long reading a remote's server manifest may take before the page is sent without a server render. */
const MANIFEST_TIMEOUT_MS = 2000;
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
  /** How often the manifest is read again to notice a redeploy of the remote. */
  checkIntervalMs: number;
};

/**
 * A remote's server container, loaded over HTTP from the address the remote is deployed at, as the browser loads
 * its browser container. Its manifest and entry are read again every `checkIntervalMs` (after a request, never on
 * its path): when they changed, the remote was redeployed and the new version replaces the old one, without a restart.
 */
export class RemoteServerContainer<T> {
  private readonly logger = new Logger(RemoteServerContainer.name);
  private readonly federation: ModuleFederation;
  private loaded: Loaded<T> | null = null;
  private loading: Promise<Loaded<T>> | null = null;
  private checkedAt = 0;

  constructor(private readonly options: RemoteServerContainerOptions) {
    this.federation = createInstance({ name: `api_host_${options.name}`, remotes: [] });
  }

  /** The module of the version deployed now; the first call waits for it, later ones get the loaded one at once. */
  async current(): Promise<Loaded<T>> {
    if (!this.loaded) return this.refresh();
    if (Date.now() - this.checkedAt >= this.options.checkIntervalMs) {
      this.refresh().catch((error: unknown) => this.logger.warn(`Could not check ${this.options.name} for a new version: ${describeError(error)}`));
    }
    return this.loaded;
  }

  private refresh(): Promise<Loaded<T>> {
    this.loading ??= this.loadIfChanged().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async loadIfChanged(): Promise<Loaded<T>> {
    const entry = this.options.manifestUrl();
    const version = await deployedVersion(entry);
    this.checkedAt = Date.now();
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
