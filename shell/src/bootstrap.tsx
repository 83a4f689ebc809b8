import { isStaffPath } from '@app/content';
import { loadRemoteModule, readRemotesManifest } from '@app/web/remotes';

type PublicSiteModule = { startPublicSite(container: HTMLElement): void };

/**
 * Public pages belong to mfe-public, which hydrates what the server rendered. The shell's own app is fetched only
 * for staff pages, or for a public page that came without its server render when mfe-public cannot be loaded (a
 * server-rendered page stays as sent: its links still work).
 */
async function start() {
  const manifestRead = readRemotesManifest();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  if (isStaffPath(window.location.pathname)) {
    preloadRemoteArea(manifestRead);
    // The staff screens' chunk is fetched alongside the app's own, which waits for it before its first render.
    void import('./app/staff-routes').catch(() => undefined);
  } else {
    await manifestRead;
    if (await startPublicSite(container)) return;
    if (container.hasChildNodes()) return;
  }
  // The app's code is fetched while the manifest is read.
  const [{ startApp }] = await Promise.all([import('./app/start-app'), manifestRead]);
  await startApp(container);
}

/** The remote area a staff address opens starts loading at once, from a chunk of its own that public pages never fetch. */
function preloadRemoteArea(manifestRead: Promise<void>): void {
  void import('./remotes/preload-remote-area').then((preload) => preload.preloadRemoteAreaAt(window.location.pathname, manifestRead)).catch(() => undefined);
}

async function startPublicSite(container: HTMLElement): Promise<boolean> {
  try {
    const site = await loadRemoteModule<PublicSiteModule>('mfe_public', 'site', false);
    site.startPublicSite(container);
    return true;
  } catch (error) {
    // eslint-disable-next-line no-console -- the browser console is where a failed remote is diagnosed
    console.error('[Website] could not be loaded', error);
    return false;
  }
}

void start();
