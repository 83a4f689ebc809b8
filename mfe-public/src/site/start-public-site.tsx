import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '@app/contracts';
import { createQueryClient } from '@app/web';
import { PublicSite } from './public-site';

/**
 * Starts the public site in `container`: hydrates the markup the server sent, with the data it was rendered from
 * (no second fetch), or renders from scratch when the server sent the page without it.
 */
export function startPublicSite(container: HTMLElement): void {
  const queryClient = createQueryClient();
  const state = readPageState();
  if (state) hydrate(queryClient, asOfNow(state.queries as DehydratedState));
  const site = <PublicSite queryClient={queryClient} siteOrigin={state?.siteOrigin ?? window.location.origin} Router={BrowserRouter} />;
  if (state && container.hasChildNodes()) hydrateRoot(container, site);
  else createRoot(container).render(site);
}

/**
 * The page state as fresh as the page: a page is served from the server's cache for up to a minute, yet it is the
 * current version (the cache follows every publish), so its data must not count as stale and be fetched again.
 */
function asOfNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now, errorUpdatedAt: query.state.error ? now : query.state.errorUpdatedAt } })) };
}

function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}
