import { loadRemoteModule } from '@app/web/remotes';
import { remoteAreaAt } from '../features/admin-layout/utils/nav-items';

/**
 * Starts loading the remote area an admin address opens as soon as the remotes manifest is read, while the shell's
 * own chunks, the session check and the admin routes are still on their way: its RemoteArea then finds the remote
 * loaded or in flight, instead of asking for it only once all of those have arrived and rendered.
 */
export async function preloadRemoteAreaAt(pathname: string, manifestRead: Promise<void>): Promise<void> {
  const area = remoteAreaAt(pathname);
  if (!area) return;
  await manifestRead;
  // A remote that fails to load is reported by its RemoteArea, which loads it again and offers a retry.
  await loadRemoteModule(area.remote, area.exposed, false).catch(() => undefined);
}
