import './zod-without-eval';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
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
  if (state) hydrate(queryClient, state.queries as DehydratedState);
  const site = <PublicSite queryClient={queryClient} siteOrigin={state?.siteOrigin ?? window.location.origin} Router={BrowserRouter} />;
  // In a transition, hydration yields to the browser every few milliseconds instead of blocking it in one long task.
  if (state && container.hasChildNodes()) startTransition(() => void hydrateRoot(container, site));
  else createRoot(container).render(site);
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
