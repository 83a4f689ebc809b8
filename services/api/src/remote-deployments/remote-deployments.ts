import { readFileSync, statSync } from 'node:fs';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { type RemoteName, RemoteNameSchema, type RemotesManifest } from '@app/contracts';
import { describeError } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { REMOTE_APPS, remoteBasePath } from './web-apps';

/** The manifest file is looked at (stat) at most this often; a deploy that rewrites it is served within this. */
const FILE_CHECK_INTERVAL_MS = 1000;

/** REMOTES_MANIFEST_FILE: where a remote is deployed, for the remotes that are not served from the default place. */
const ManifestFileSchema = z.object({ remotes: z.partialRecord(RemoteNameSchema, z.string().min(1)) });

type Snapshot = { manifest: RemotesManifest; origins: string[] };

/**
 * Where each remote is deployed, as the browser loads it (/remotes.json). By default every remote is served by this
 * API, or under REMOTES_BASE_URL; REMOTES_MANIFEST_FILE moves any remote to its own origin, path or version. The file
 * is read again when it changes, so a team deploys or rolls back its remote by rewriting its line, without
 * restarting the API or rebuilding the shell. A file that cannot be read or parsed keeps the last good one (logged).
 */
@Injectable()
export class RemoteDeployments {
  private readonly logger = new Logger(RemoteDeployments.name);
  private snapshot: Snapshot;
  private fileVersion: number | null = null;
  private checkedAt = 0;

  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {
    this.snapshot = snapshotOf(defaultManifest(config), config.PUBLIC_URL);
  }

  /** The manifest the shell loads remotes from. */
  manifest(): RemotesManifest {
    return this.current().manifest;
  }

  /** The origins, other than the site's, that remotes are loaded from: the CSP allows them. */
  remoteOrigins(): readonly string[] {
    return this.current().origins;
  }

  private current(): Snapshot {
    const file = this.config.REMOTES_MANIFEST_FILE;
    if (!file || Date.now() - this.checkedAt < FILE_CHECK_INTERVAL_MS) return this.snapshot;
    this.checkedAt = Date.now();
    try {
      const version = statSync(file).mtimeMs;
      if (version === this.fileVersion) return this.snapshot;
      const deployed = ManifestFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      const remotes = { ...defaultManifest(this.config).remotes, ...deployed.remotes };
      this.snapshot = snapshotOf({ remotes }, this.config.PUBLIC_URL);
      this.fileVersion = version;
    } catch (error) {
      this.logger.error(`REMOTES_MANIFEST_FILE ${file} could not be used; serving the remotes as before: ${describeError(error)}`);
    }
    return this.snapshot;
  }
}

function defaultManifest(config: ApiConfig): RemotesManifest {
  const base = config.REMOTES_BASE_URL.replace(/\/$/, '');
  const remotes = Object.fromEntries(
    Object.entries(REMOTE_APPS).map(([name, { folder }]) => [name as RemoteName, `${base}${remoteBasePath(folder)}/mf-manifest.json`]),
  );
  return { remotes } as RemotesManifest;
}

function snapshotOf(manifest: RemotesManifest, publicUrl: string): Snapshot {
  const siteOrigin = new URL(publicUrl).origin;
  const origins = Object.values(manifest.remotes)
    .map((url) => new URL(url, publicUrl).origin)
    .filter((origin) => origin !== siteOrigin);
  return { manifest, origins: [...new Set(origins)].sort() };
}
