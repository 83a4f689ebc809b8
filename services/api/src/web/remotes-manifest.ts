import type { RemotesManifest } from '@app/contracts';
import type { ApiConfig } from '../config/api-config';
import { REMOTE_APPS, remoteBasePath } from './web-apps';

/** Where each remote's browser mf-manifest.json is: served to the shell at REMOTES_MANIFEST_URL. */
export function remotesManifest(config: ApiConfig): RemotesManifest {
  const base = config.REMOTES_BASE_URL.replace(/\/$/, '');
  const remotes = Object.fromEntries(
    Object.entries(REMOTE_APPS).map(([name, { folder }]) => [name, `${base}${remoteBasePath(folder)}/mf-manifest.json`]),
  );
  return { remotes } as RemotesManifest;
}
