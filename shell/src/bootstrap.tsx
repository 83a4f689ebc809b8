import { createRoot } from 'react-dom/client';
import { isStaffPath } from '@app/content';
import { configureZodForCsp } from '@app/contracts';
import { loadRemoteModule, readRemotesManifest } from './remotes/remote-registry';

configureZodForCsp();

type PublicSiteModule = { startPublicSite(container: HTMLElement): void };

/**
 * Public pages belong to mfe-public, which hydrates what the server rendered; the shell's own app (sign-in, the
 * admin area, and the public site's fallback when mfe-public cannot be loaded) is fetched only when needed.
 */
async function start() {
  await readRemotesManifest();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  if (!isStaffPath(window.location.pathname) && (await startPublicSite(container))) return;
  const { App } = await import('./app/app');
  createRoot(container).render(<App />);
}

async function startPublicSite(container: HTMLElement): Promise<boolean> {
  try {
    const site = await loadRemoteModule<PublicSiteModule>('mfe_public', 'site', false);
    site.startPublicSite(container);
    return true;
  } catch {
    return false;
  }
}

void start();
