import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type ComponentType } from 'react';
import { REMOTES_MANIFEST_URL, RemotesManifestSchema, type MediaPickerProps } from '@app/contracts';
import { http } from '@app/web';

const MEDIA_REMOTE = 'mfe_admin_media';

let registration: Promise<void> | null = null;

/**
 * Registers mfe-admin-media from the deploy-time manifest the shell reads too. registerRemotes and loadRemote act
 * on the federation instance of the bundle that imports them, so this remote registers the media remote itself.
 */
async function registerMediaRemote(force: boolean): Promise<void> {
  const manifest = await http.get(REMOTES_MANIFEST_URL, { schema: RemotesManifestSchema, retries: 0 });
  registerRemotes([{ name: MEDIA_REMOTE, entry: manifest.remotes[MEDIA_REMOTE] }], { force });
}

/** Loads mfe_admin_media/MediaPicker at run time; `fresh` re-registers the remote, dropping a failed attempt. */
export async function loadMediaPicker(fresh: boolean): Promise<ComponentType<MediaPickerProps>> {
  if (fresh || !registration) registration = registerMediaRemote(fresh);
  try {
    await registration;
  } catch (error) {
    registration = null;
    throw error;
  }
  const loaded = await loadRemote<{ default: ComponentType<MediaPickerProps> }>(`${MEDIA_REMOTE}/MediaPicker`);
  if (!loaded) throw new Error(`${MEDIA_REMOTE}/MediaPicker could not be loaded`);
  return loaded.default;
}
